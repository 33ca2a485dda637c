import type { AppTemplateId } from '@carrier/contracts';
import { type EditorNode, node, nodeId } from './editor-ast';

export type StartingPage = { path: string; name: string; component: string };
export type StartingComponent = { name: string; ast: EditorNode; script: string };
export type StartingApp = { pages: StartingPage[]; components: StartingComponent[]; theme: Record<string, unknown> };

/** The script of a new component: input1..input9 and a form of input1..input12 (spec 002 §3). */
const STARTER_SCRIPT = `export default {
  data() {
    return {
${Array.from({ length: 9 }, (_, index) => `      input${index + 1}: null,`).join('\n')}
      form: { ${Array.from({ length: 12 }, (_, index) => `input${index + 1}: null`).join(', ')} },
    };
  },
};
`;

const box = (children: EditorNode[], className = 'flex flex-col gap-4 p-6') =>
  node('JBox', { attrs: { class: className }, children });
const headline = (content: string) => node('JHeadline', { content });
const text = (content: string) => node('JText', { content });
const button = (content: string) => node('JButton', { content });
const input = (label: string, model: string) => node('JInputText', { label, attrs: { 'v-model': model } });

function theme(primary: string, secondary: string) {
  const colors = [
    { id: nodeId(), name: 'Primary', value: primary },
    { id: nodeId(), name: 'Secondary', value: secondary },
    { id: nodeId(), name: 'Ink', value: '#0f172a' },
    { id: nodeId(), name: 'Paper', value: '#ffffff' },
  ];
  const shadows = [
    { id: nodeId(), name: 'Soft', value: '0 1px 3px rgba(15, 23, 42, 0.12)' },
    { id: nodeId(), name: 'Raised', value: '0 8px 24px rgba(15, 23, 42, 0.16)' },
  ];
  const typeFaces = [{ id: nodeId(), name: 'System', value: 'system-ui, sans-serif', url: '' }];
  const [first, second, ink, paper] = colors.map((color) => color.id);
  return {
    colors,
    shadows,
    typeFaces,
    customCss: { cssString: '' },
    tokens: {
      color0: first,
      color1: second,
      colorBlack: ink,
      colorWhite: paper,
      colorError: '#dc2626',
      colorSuccess: '#16a34a',
      colorWarning: '#d97706',
      fontFamilyPrimary: typeFaces[0]?.id,
      shadow1: shadows[0]?.id,
      shadow2: shadows[1]?.id,
      shadowNone: 'none',
      'transition-short': '150ms',
      'transition-medium': '300ms',
    },
  };
}

const component = (name: string, children: EditorNode[]): StartingComponent => ({
  name,
  ast: box(children),
  script: STARTER_SCRIPT,
});

/** What each kind of app starts with: its pages, their components and a theme. */
const STARTING_APPS: Record<AppTemplateId, () => StartingApp> = {
  blank: () => ({
    pages: [{ path: '/', name: 'Home', component: 'HomePage' }],
    components: [component('HomePage', [headline('Welcome'), text('Start building your app here.')])],
    theme: theme('#1d4ed8', '#0ea5e9'),
  }),
  admin_portal: () => ({
    pages: [
      { path: '/login', name: 'Login', component: 'LoginPage' },
      { path: '/', name: 'Dashboard', component: 'DashboardPage' },
      { path: '/users', name: 'Users', component: 'UsersPage' },
    ],
    components: [
      component('LoginPage', [headline('Sign in'), input('Email', 'form.input1'), button('Sign in')]),
      component('DashboardPage', [headline('Dashboard'), text('Policies, claims and tasks at a glance.')]),
      component('UsersPage', [headline('Users'), input('Search users', 'input1'), button('Invite a user')]),
    ],
    theme: theme('#334155', '#6366f1'),
  }),
  client_portal: () => ({
    pages: [
      { path: '/login', name: 'Login', component: 'LoginPage' },
      { path: '/', name: 'MyPolicies', component: 'MyPoliciesPage' },
      { path: '/profile', name: 'Profile', component: 'ProfilePage' },
    ],
    components: [
      component('LoginPage', [headline('Welcome back'), input('Email', 'form.input1'), button('Sign in')]),
      component('MyPoliciesPage', [headline('My policies'), text('Your policies and their documents.')]),
      component('ProfilePage', [headline('Profile'), input('Name', 'form.input1'), button('Save')]),
    ],
    theme: theme('#0f766e', '#f59e0b'),
  }),
  distribution_website: () => ({
    pages: [
      { path: '/', name: 'Home', component: 'HomePage' },
      { path: '/quote', name: 'Quote', component: 'QuotePage' },
      { path: '/contact', name: 'Contact', component: 'ContactPage' },
    ],
    components: [
      component('HomePage', [headline('Cover that travels with you'), button('Get a quote')]),
      component('QuotePage', [headline('Your quote'), input('Destination', 'form.input1'), button('See prices')]),
      component('ContactPage', [headline('Contact us'), input('Email', 'form.input1'), button('Send')]),
    ],
    theme: theme('#be123c', '#0284c7'),
  }),
};

export const startingApp = (template: AppTemplateId): StartingApp => STARTING_APPS[template]();
