// Each template kind's stored content (schema, version, migrations): one file per kind, one line here.
export * from './dynamic';
export * from './email-mjml';
export * from './function';
export * from './notification';
export * from './pdf-drawing';
export * from './sms';
export * from './wkhtmltopdf';
