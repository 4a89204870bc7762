import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from '@ducan/config';
import { createApp } from './create-app';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp();
  await app.listen(config.port, '0.0.0.0');
  Logger.log(`Dućan is serving on http://localhost:${config.port}`, 'Bootstrap');
  process.send?.({ type: 'ready', port: config.port });
}

void bootstrap();
