import { hasRole, type Role } from '../core/roles';
import type { Session } from '../core/session';

/** Who may run a root field: anyone ('public'), any signed-in staff user ('signedIn'), or a role. */
export type Permission = 'public' | 'signedIn' | Role;

/**
 * Every Mutation field, listed under the permission it needs (roles.api.test.ts fails for a mutation
 * missing here; at run time a missing one is admin-only). To add a mutation, add its name to one list.
 */
const MUTATIONS_BY_PERMISSION: Record<Permission, readonly string[]> = {
  public: ['requestPasswordReset', 'resetPassword'],
  signedIn: ['logout', 'dismissApprovalDecision'],
  viewer: [],
  editor: [
    // products, insurers, texts
    'upsertL10n',
    'deleteL10n',
    'deleteAllL10n',
    'createInsurer',
    'updateInsurer',
    'addBenefit',
    'updateBenefit',
    'removeBenefit',
    'createProduct',
    'updateProduct',
    'deleteProduct',
    'createNode',
    'defineNodeType',
    'createProductSchema',
    'addUiSchemaToProductSchema',
    'createScript',
    'addScriptToProduct',
    // files
    'createFolder',
    'deleteFolder',
    'deleteFile',
    'moveFile',
    'setFileAcl',
    // apps and publishing (a publish that needs approval only submits it)
    'createApp',
    'updateApp',
    'deleteApp',
    'upsertCmsConfig',
    'setAppGuestAccess',
    'updateAppPages',
    'updateAppTheme',
    'createComponent',
    'updateComponent',
    'deleteComponent',
    'publishApp',
    'updateAppBaseComponentsVariants',
    'rollbackApp',
    'unpublishApp',
    'createAppPreviewLink',
    'addAppDomain',
    'verifyAppDomain',
    'removeAppDomain',
    // platform data
    'createPolicy',
    'updatePolicy',
    'createCase',
    'updateCase',
    'createTransaction',
    'updateTransaction',
    // templates
    'restoreTemplateVersion',
    // version history of components, rules, rate tables, CMS configs
    'restoreRecordVersion',
    'deleteTemplate',
    'createWkhtmltopdfTemplate',
    'updateWkhtmltopdfTemplate',
    'createEmailMjmlTemplate',
    'updateEmailMjmlTemplate',
    'addEmailAttachmentReference',
    'addEmailAttachmentTemplate',
    'removeEmailAttachmentReference',
    'removeEmailAttachmentTemplate',
    'createPdfDrawingTemplate',
    'updatePdfDrawingTemplate',
    'addPdfDrawing',
    'updatePdfDrawing',
    'removePdfDrawing',
    'createSmsTemplate',
    'updateSmsTemplate',
    'createDynamicTemplate',
    'updateDynamicTemplate',
    'addDynamicValueToTemplate',
    'updateDynamicValueOfTemplate',
    'removeDynamicValueFromTemplate',
    'createNotificationTemplate',
    'updateNotificationTemplate',
    'createFunctionTemplate',
    'updateFunctionTemplate',
    'addInputToFunctionTemplate',
    'updateInputOfFunctionTemplate',
    'removeInputFromFunctionTemplate',
    'addOutputToFunctionTemplate',
    'removeOutputFromFunctionTemplate',
    'sendNotification',
    // document runs (modules/document-runs)
    'createDocumentRun',
    'cancelDocumentRun',
    // pricing (a release that needs approval only submits it)
    'createPriceLogic',
    'updatePriceLogic',
    'deletePriceLogic',
    'createDiscountCode',
    'updateDiscountCode',
    'removeDiscountCode',
    'createLoadingCode',
    'updateLoadingCode',
    'removeLoadingCode',
    'createTaxCode',
    'updateTaxCode',
    'removeTaxCode',
    'updatePricingSettings',
    'createRateTable',
    'updateRateTable',
    'deleteRateTable',
    'importRateTableXlsx',
    'importRateTableCsv',
    'updateRatingDictionary',
    'upsertRatingDictionaryVariable',
    'removeRatingDictionaryVariable',
    'fillRatingDictionaryFromRules',
    'updateRatingTestCase',
    'createRatingTestCase',
    'removeRatingTestCase',
    'createRelease',
    'createProductVersion',
    'updateRelease',
    // promotion to another environment (promotion.service checks the user is an editor there too)
    'promote',
    // approvals: the maker withdraws a pending request (approvals.service checks it is theirs)
    'cancelRequest',
  ],
  // approvals.service also refuses the request's maker
  approver: ['approveRequest', 'rejectRequest'],
  admin: [
    'addHostToTenantSettings',
    'removeHostFromTenantSettings',
    'inviteUser',
    'updateUserRoles',
    'deactivateUser',
    'reactivateUser',
    'resetUserSessions',
    'updateApprovalSettings',
  ],
};

/** Queries that need more than reading (every other query needs any role, i.e. viewer). */
const QUERIES_BY_PERMISSION: Partial<Record<Permission, readonly string[]>> = {
  public: ['token_2', 'refreshToken', '__typename'],
  signedIn: ['me'],
  editor: ['promotionTargets', 'promotionPlan', 'documentRuns', 'documentRun'],
  admin: ['users'],
};

const byField = (lists: Partial<Record<Permission, readonly string[]>>) =>
  new Map(
    Object.entries(lists).flatMap(([permission, fields]) =>
      (fields ?? []).map((field) => [field, permission as Permission] as const),
    ),
  );
const MUTATION_PERMISSIONS = byField(MUTATIONS_BY_PERMISSION);
const QUERY_PERMISSIONS = byField(QUERIES_BY_PERMISSION);

/** What a root field needs: default deny, a mutation not listed is admin-only, a query not listed viewer. */
export function permissionOf(operation: 'query' | 'mutation' | 'subscription', field: string): Permission {
  if (operation === 'query') return QUERY_PERMISSIONS.get(field) ?? 'viewer';
  if (operation === 'mutation') return MUTATION_PERMISSIONS.get(field) ?? 'admin';
  return 'admin';
}

/** True when a mutation has its own entry (roles.api.test.ts checks every field of the schema). */
export const isListedMutation = (field: string) => MUTATION_PERMISSIONS.has(field);

/** True when a staff session may run a root field needing `permission`. */
export function permits(session: Pick<Session, 'roles'> | null, permission: Permission): boolean {
  if (permission === 'public') return true;
  if (!session) return false;
  return permission === 'signedIn' || hasRole(session.roles, permission);
}
