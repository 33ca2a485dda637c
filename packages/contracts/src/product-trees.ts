/** Errors of product trees, node types, product schemas and scripts (the reference platform's product builder). */
export const PRODUCT_TREE_ERRORS = {
  nodeExists: (id: string) => ({ code: 'node_exists', message: `The node ${id} already exists.` }),
  nodeNotFound: (id: string) => ({ code: 'node_not_found', message: `The node ${id} does not exist.` }),
  invalidNode: (reason: string) => ({ code: 'invalid_node', message: `The node is not valid: ${reason}.` }),
  treeTooLarge: (max: number) => ({ code: 'tree_too_large', message: `A tree holds at most ${max} nodes.` }),
  invalidTypeName: { code: 'invalid_node_type', message: 'A node type needs a name.' },
  schemaExists: (nodeId: string) => ({
    code: 'product_schema_exists',
    message: `The node ${nodeId} already has a product schema.`,
  }),
  schemaNotFound: (id: string) => ({
    code: 'product_schema_not_found',
    message: `The product schema ${id} does not exist.`,
  }),
  scriptNotFound: (id: string) => ({ code: 'script_not_found', message: `The script ${id} does not exist.` }),
  invalidJson: (field: string) => ({ code: 'invalid_json', message: `${field} must be a JSON document.` }),
  nameRequired: { code: 'name_required', message: 'A name is required.' },
} as const;

/** Limits on what one request may store (untrusted input). */
export const PRODUCT_TREE_LIMITS = { nodes: 2000, fieldsPerNode: 200, depth: 32 } as const;
