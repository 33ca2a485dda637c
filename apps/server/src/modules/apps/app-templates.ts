import type { AppTemplateId } from '@carrier/contracts';
import { nodeId, starterScript, type UiNode, uiNode } from '@carrier/contracts/ui-tree';

type StartingPage = { path: string; name: string; component: string };
type StartingComponent = { name: string; ast: UiNode; script: string };
export type StartingApp = { pages: StartingPage[]; components: StartingComponent[]; theme: Record<string, unknown> };

const box = (children: UiNode[], className = 'flex flex-col gap-4 p-6') =>
  uiNode('JBox', { label: 'Box', attrs: { class: className }, children });
const texts = (text: string) => ({ content: { 'en-US': text } });
const headline = (content: string) => uiNode('JHeadline', { label: 'Headline', texts: texts(content) });
const text = (content: string) => uiNode('JText', { label: 'Text', texts: texts(content) });
const button = (content: string) => uiNode('JButton', { label: 'Button', texts: texts(content) });
const input = (label: string, model: string) =>
  uiNode('JInputText', { label, bindTo: model, texts: { label: { 'en-US': label } } });

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
    // The kit's scale: color0 is the surface, color7 the text, color8 the brand, color12 the accent.
    tokens: {
      color0: paper,
      color7: ink,
      color8: first,
      color12: second,
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

const component = (name: string, children: UiNode[]): StartingComponent => ({
  name,
  ast: box(children),
  script: starterScript(),
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
