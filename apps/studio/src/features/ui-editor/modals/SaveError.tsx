/** Why a modal's save failed, above its content; nothing while there is no failure. */
export function SaveError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 rounded bg-red-600 px-3 py-2 text-sm text-white">
      {message}
    </p>
  );
}
