// The error above a form after a failed submit (nothing while there is none).
import { ErrorAlert } from '../error-alert';

export function FormError({ error, title, onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  if (error === undefined) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <ErrorAlert error={error} title={title} onRetry={onRetry} />
    </div>
  );
}
