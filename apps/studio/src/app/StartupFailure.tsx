/** Shown when the host cannot be resolved to a tenant: nothing else can work then. */
export function StartupFailure({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <section role="alert" className="max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow">
        <h1 className="text-lg font-semibold text-red-700">This application doesn't exist.</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
      </section>
    </main>
  );
}
