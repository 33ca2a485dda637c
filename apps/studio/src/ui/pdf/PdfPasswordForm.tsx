import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

/** Asks for the password of an encrypted PDF (`wrong` once a password did not open it). */
export function PdfPasswordForm({ wrong, onOpen }: { wrong: boolean; onOpen: (password: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const noteId = useId();
  return (
    <form
      className="mx-auto max-w-sm space-y-2 rounded-md border border-slate-300 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed) onOpen(typed);
      }}
    >
      <p
        id={noteId}
        role={wrong ? 'alert' : undefined}
        className={`text-sm ${wrong ? 'text-red-700' : 'text-slate-700'}`}
      >
        {t(wrong ? 'pdfViewer.wrongPassword' : 'pdfViewer.locked')}
      </p>
      <label className="block text-sm font-medium text-slate-700">
        {t('pdfViewer.password')}
        <input
          type="password"
          autoComplete="off"
          aria-describedby={noteId}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-blue-600"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" className="px-3 py-1" disabled={!typed}>
        {t('pdfViewer.open')}
      </Button>
    </form>
  );
}
