import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The reply shown under the form: green when it is a thank-you ("Hvala"), red otherwise. */
export function isThankYou(message: string): boolean {
  return message.includes('Hvala');
}

export function FormResult({ message }: { message: string }) {
  const success = isThankYou(message);
  const Icon = success ? CheckCircle2 : XCircle;
  return (
    <p
      role={success ? 'status' : 'alert'}
      data-result={success ? 'success' : 'error'}
      className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm font-medium', success ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800')}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}
