import { PRODUCT_ERRORS, ZTechnicalName } from '@carrier/contracts';
import type { Problem } from '../../core/outcome';
import type { Actor } from '../../core/session';
import type { InsurersRepository } from './insurers.repository';

export function createInsurersService(repository: InsurersRepository) {
  function checkName(name: string): Problem | null {
    return name.trim() === '' ? { code: 'invalid_name', message: 'The insurer name cannot be empty.' } : null;
  }
  return {
    list: repository.list,
    find: repository.find,

    async create(tenantId: string, input: { id: string; name: string }, actor: Actor): Promise<Problem | null> {
      if (!ZTechnicalName.safeParse(input.id).success) return PRODUCT_ERRORS.invalidTechnicalName(input.id);
      const problem = checkName(input.name);
      if (problem) return problem;
      const created = await repository.create(tenantId, { id: input.id, name: input.name.trim() }, actor);
      return created ? null : PRODUCT_ERRORS.insurerExists(input.id);
    },

    async rename(tenantId: string, id: string, name: string, actor: Actor): Promise<Problem | null> {
      const problem = checkName(name);
      if (problem) return problem;
      return (await repository.rename(tenantId, id, name.trim(), actor)) ? null : PRODUCT_ERRORS.insurerNotFound(id);
    },
  };
}
