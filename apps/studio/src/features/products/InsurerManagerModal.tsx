import { toTechnicalName } from '@carrier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../api/client';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { CreateInsurerMutation, UpdateInsurerMutation } from './graphql/products';
import { INSURERS_KEY, useInsurers } from './useInsurers';

/** Add insurers and rename them; their ids are technical names and never change. */
export function InsurerManagerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const insurers = useInsurers();
  const [names, setNames] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState({ id: '', name: '' });
  const { busy, submit } = useSubmit();

  const run = (action: () => Promise<unknown>, done: string) =>
    submit(
      async () => {
        await action();
        await queryClient.invalidateQueries({ queryKey: INSURERS_KEY });
      },
      { success: done },
    );

  const add = async () => {
    const id = toTechnicalName(draft.id || draft.name);
    const input = { id, name: draft.name.trim() };
    const ok = await run(
      () => mutate(CreateInsurerMutation, { input }, (data) => data.createInsurer),
      t('products.insurers.added'),
    );
    if (ok) setDraft({ id: '', name: '' });
  };

  return (
    <Modal
      open={open}
      title={t('products.insurers.title')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('products.actions.close')}
        </Button>
      }
    >
      <ul className="mb-4 divide-y divide-slate-100 rounded-md border border-slate-200">
        {(insurers.data ?? []).map((insurer) => {
          const value = names[insurer.id] ?? insurer.name ?? '';
          return (
            <li key={insurer.id} className="flex items-end gap-2 px-3 py-2">
              <TextField
                className="flex-1"
                label={t('products.insurers.nameOf', { id: insurer.id })}
                value={value}
                onChange={(event) => setNames({ ...names, [insurer.id]: event.target.value })}
              />
              <Button
                variant="secondary"
                disabled={busy || value.trim() === '' || value === insurer.name}
                onClick={() =>
                  run(
                    () =>
                      mutate(
                        UpdateInsurerMutation,
                        { id: insurer.id, input: { name: value } },
                        (data) => data.updateInsurer,
                      ),
                    t('products.insurers.renamed'),
                  )
                }
              >
                {t('products.insurers.rename')}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('products.insurers.newName')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <TextField
          className="w-40"
          label={t('products.insurers.newId')}
          value={draft.id}
          placeholder={toTechnicalName(draft.name)}
          onChange={(event) => setDraft({ ...draft, id: event.target.value })}
          onBlur={() => setDraft({ ...draft, id: toTechnicalName(draft.id) })}
        />
        <Button disabled={busy || draft.name.trim() === ''} onClick={add}>
          {t('products.insurers.add')}
        </Button>
      </div>
    </Modal>
  );
}
