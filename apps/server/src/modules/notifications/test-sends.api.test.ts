import { EMAIL_ERRORS, EMAIL_LIMITS } from '@carrier/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { createThrottleRepository } from '../auth/throttle.repository';
import { emailClient } from '../templates/kinds/email-mjml/email-mjml.testing';
import { TEST_SEND_LIMITS, testSendKeys } from './outbox.service';

const MJML = '<mjml><mj-body><mj-section><mj-column><mj-text>Hello</mj-text></mj-column></mj-section></mj-body></mjml>';
const SEND = `mutation($input: sendNotificationInput!) { sendNotification(input: $input) { status errors errors_2 { code } } }`;
type Sent = { status: string; errors: string[]; errors_2: Array<{ code: string }> };

describe('test emails: limits and the record of who sent them', () => {
  const server = useTestServer();
  let api: ReturnType<typeof emailClient>;
  let templateId: string;
  beforeAll(async () => {
    api = emailClient(server, server.token);
    templateId = await api.createEmail({ name: 'Limits', mjml: MJML, subject: 'Limits' });
  });

  const send = async (client: ReturnType<typeof emailClient>, emailMessage: Record<string, unknown>) =>
    (
      await client.gql<{ sendNotification: Sent }>(SEND, {
        input: { type: 'testMjmlTemplate', emailMessage: { templateRendering: { templateId }, ...emailMessage } },
      })
    ).sendNotification;

  it('refuses more than 5 recipients, and any Cc or Bcc, in clear words and without sending', async () => {
    const before = server.outbox.length;
    const six = Array.from({ length: EMAIL_LIMITS.recipients + 1 }, (_, index) => `r${index}@example.test`);
    expect(await send(api, { to: six.join(', ') })).toEqual({
      status: 'failure',
      errors: ['A test email goes to at most 5 recipients.'],
      errors_2: [{ code: 'too_many_recipients' }],
    });
    for (const copies of [{ ccs: ['cc@example.test'] }, { bccs: ['bcc@example.test'] }]) {
      expect(await send(api, { to: 'to@example.test', ...copies })).toMatchObject({
        status: 'failure',
        errors: [EMAIL_ERRORS.copiesUnsupported.message],
      });
    }
    expect(server.outbox.length).toBe(before);
    expect(await send(api, { to: six.slice(0, EMAIL_LIMITS.recipients).join('; ') })).toMatchObject({
      status: 'success',
    });
    expect(server.outbox.at(-1)?.to.split(', ')).toHaveLength(EMAIL_LIMITS.recipients);
  });

  it("refuses a user's test email past the limit, and sends nothing for it", async () => {
    // The first test's success counted too.
    for (let sent = 1; sent < TEST_SEND_LIMITS.perUser.limit; sent++) {
      expect((await send(api, { to: 'reviewer@example.test' })).status).toBe('success');
    }
    const before = server.outbox.length;
    expect(await send(api, { to: 'reviewer@example.test' })).toEqual({
      status: 'failure',
      errors: ['You can send at most 10 test emails in 10 minutes. Please try again later.'],
      errors_2: [{ code: 'test_email_limit_user' }],
    });
    expect(server.outbox.length).toBe(before);
  });

  it("refuses a test email once the tenant's users together reached the tenant's limit (counted in the database)", async () => {
    const other = emailClient(server, (await server.signIn('test_uat')).accessToken);
    templateId = await other.createEmail({ name: 'Tenant limit', mjml: MJML, subject: 'Tenant limit' });
    // What other users or server processes sent this hour, as the shared database counts it.
    const throttle = createThrottleRepository(server.services.db);
    const tenantKey = testSendKeys({ tenantId: 'test_uat', userId: 'someone else' }).perTenant;
    for (let hit = 0; hit < TEST_SEND_LIMITS.perTenant.limit; hit++) {
      await throttle.hit(tenantKey, TEST_SEND_LIMITS.perTenant);
    }
    const before = server.outbox.length;
    expect(await send(other, { to: 'reviewer@example.test' })).toEqual({
      status: 'failure',
      errors: ['Your team can send at most 50 test emails in 60 minutes. Please try again later.'],
      errors_2: [{ code: 'test_email_limit_tenant' }],
    });
    expect(server.outbox.length).toBe(before);
  });

  it('keeps who sent each test email, for the outbox to show', async () => {
    const outbox = await api.gql<{
      sentEmails: { list: Array<{ to: string; sentBy: { id: string | null; username: string | null } | null }> };
    }>('{ sentEmails(limit: 100) { list { to sentBy { id username } } } }');
    expect(outbox.sentEmails.list).toHaveLength(TEST_SEND_LIMITS.perUser.limit);
    for (const sent of outbox.sentEmails.list) {
      expect(sent.sentBy).toEqual({ id: expect.stringMatching(/\S/), username: ADMIN_EMAIL });
    }
  });
});
