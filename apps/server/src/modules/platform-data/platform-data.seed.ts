import type { NewRowOf } from './platform-data.repository';
import type { MemberValue, PartyValue } from './platform-data.tables';

const PEOPLE: Array<PartyValue & { dateOfBirth: string }> = [
  {
    id: 'p-chan-tai-man',
    name: 'Chan Tai Man',
    email: 'taiman.chan@example.com',
    phone: '+852 5123 4567',
    type: 'individual',
    dateOfBirth: '1984-03-12',
  },
  {
    id: 'p-wong-mei-ling',
    name: 'Wong Mei Ling',
    email: 'meiling.wong@example.com',
    phone: '+852 6234 5678',
    type: 'individual',
    dateOfBirth: '1990-07-25',
  },
  {
    id: 'p-lee-ka-ho',
    name: 'Lee Ka Ho',
    email: 'kaho.lee@example.com',
    phone: '+852 9345 6789',
    type: 'individual',
    dateOfBirth: '1976-11-02',
  },
  {
    id: 'p-cheung-wing',
    name: 'Cheung Wing Yan',
    email: 'wingyan.cheung@example.com',
    phone: '+852 5456 7890',
    type: 'individual',
    dateOfBirth: '2012-01-30',
  },
];
const person = (index: number) => PEOPLE[index % PEOPLE.length] as (typeof PEOPLE)[number];
const party = ({ dateOfBirth: _, ...rest }: (typeof PEOPLE)[number]): PartyValue => rest;
const member = (index: number, relationship: string): MemberValue => ({ ...person(index), relationship });
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * Demo rows for one tenant: three policies, two cases, four transactions. Numbers carry the tenant
 * so previews show whose data they read.
 */
export function demoData(tenantId: string) {
  const prefix = tenantId.toUpperCase();
  const policies: NewRowOf<'policies'>[] = [
    {
      tenantId,
      id: 'demo-policy-1',
      issuerNumber: `${prefix}-POL-0001`,
      description: 'Family health plan',
      status: 'ISSUED',
      productId: { plan: 'health_plus', type: 'health', version: '1' },
      holder: party(person(0)),
      insured: [party(person(0)), party(person(1))],
      members: [member(0, 'self'), member(1, 'spouse'), member(3, 'child')],
      premium: { amount: 12880, currencyCode: 'HKD', paymentFrequency: 'ANNUALLY' },
      startDate: day('2025-01-01'),
      endDate: day('2025-12-31'),
      issueDate: day('2024-12-15'),
      createdAt: day('2024-12-15'),
    },
    {
      tenantId,
      id: 'demo-policy-2',
      issuerNumber: `${prefix}-POL-0002`,
      description: 'Travel cover, Asia',
      status: 'ISSUED',
      productId: { plan: 'travel_asia', type: 'travel', version: '2' },
      holder: party(person(1)),
      insured: [party(person(1))],
      members: [member(1, 'self')],
      premium: { amount: 368, currencyCode: 'HKD', paymentFrequency: 'SINGLE' },
      startDate: day('2025-03-10'),
      endDate: day('2025-03-24'),
      issueDate: day('2025-03-01'),
      createdAt: day('2025-03-01'),
    },
    {
      tenantId,
      id: 'demo-policy-3',
      issuerNumber: `${prefix}-POL-0003`,
      description: 'Term life, 20 years',
      status: 'PENDING',
      productId: { plan: 'term_life', type: 'life', version: '1' },
      holder: party(person(2)),
      insured: [party(person(2))],
      members: [member(2, 'self')],
      premium: { amount: 540.5, currencyCode: 'HKD', paymentFrequency: 'MONTHLY' },
      startDate: day('2025-06-01'),
      endDate: day('2045-05-31'),
      issueDate: null,
      createdAt: day('2025-05-20'),
    },
  ];
  const cases: NewRowOf<'cases'>[] = [
    {
      tenantId,
      id: 'demo-case-1',
      caseNumber: `${prefix}-CASE-0001`,
      name: 'Outpatient claim',
      description: 'Consultation and X-ray, Kowloon clinic',
      status: 'OPEN',
      holder: party(person(0)),
      insureds: [party(person(3))],
      createdAt: day('2025-02-14'),
    },
    {
      tenantId,
      id: 'demo-case-2',
      caseNumber: `${prefix}-CASE-0002`,
      name: 'Address change',
      description: 'Moved to Sha Tin',
      status: 'CLOSED',
      holder: party(person(2)),
      insureds: [party(person(2))],
      createdAt: day('2025-04-02'),
    },
  ];
  const transaction = (n: number, policyId: string, amount: number, status: string, date: string) => ({
    tenantId,
    id: `demo-transaction-${n}`,
    transactionNumber: `${prefix}-TX-000${n}`,
    policyId,
    description: `Premium payment ${n}`,
    status,
    type: 'PREMIUM',
    method: n % 2 ? 'CREDIT_CARD' : 'FPS',
    amount,
    currencyCode: 'HKD',
    isSettled: status === 'SETTLED',
    dateTime: day(date),
    dueDateTime: day(date),
    createdAt: day(date),
  });
  const transactions: NewRowOf<'transactions'>[] = [
    transaction(1, 'demo-policy-1', 12880, 'SETTLED', '2024-12-20'),
    transaction(2, 'demo-policy-2', 368, 'SETTLED', '2025-03-02'),
    transaction(3, 'demo-policy-3', 540.5, 'PENDING', '2025-06-01'),
    transaction(4, 'demo-policy-3', 540.5, 'PENDING', '2025-07-01'),
  ];
  return { policies, cases, transactions };
}
