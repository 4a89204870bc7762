export * from './test-connection.dto';
