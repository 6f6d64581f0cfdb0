/** A form's error, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="form-error">
      {message}
    </p>
  ) : null;
}
