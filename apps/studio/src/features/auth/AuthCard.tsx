import type { ReactNode } from 'react';
import { LocaleSelect } from '../shell/LocaleSelect';

/** The centred card that the sign-in, recovery and new-password screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-slate-100 to-blue-50 px-4">
      <div className="mb-6 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <img src="/favicon.svg" alt="" className="h-9 w-9" />
        Carrier Studio
      </div>
      <section className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <h1 className="mb-6 text-xl font-semibold text-slate-900">{title}</h1>
        {children}
      </section>
      <div className="mt-6">
        <LocaleSelect />
      </div>
    </main>
  );
}
