import type { AppTemplateId } from '@carrier/contracts';
import { nodeId, starterScript, type UiNode, uiNode } from '@carrier/contracts/ui-tree';

type StartingPage = { path: string; name: string; component: string; metaJsonString: string };
type StartingComponent = { name: string; ast: UiNode; script: string };
export type StartingApp = { pages: StartingPage[]; components: StartingComponent[]; theme: Record<string, unknown> };

/** A user-visible text of a starter in every locale a new app allows (apps.service.ts STARTING_CONFIG). */
type Words = { 'en-US': string; 'zh-HK': string };
const words = (en: string, zh: string): Words => ({ 'en-US': en, 'zh-HK': zh });

/** A page and what visitors read for it in each locale (route meta `names`, as the studio's pages dialog keeps it). */
const page = (path: string, name: string, component: string, names: Words): StartingPage => ({
  path,
  name,
  component,
  metaJsonString: JSON.stringify({ names }),
});

const box = (children: UiNode[], className = 'flex flex-col gap-4 p-6') =>
  uiNode('JBox', { label: 'Box', attrs: { class: className }, children });
const headline = (content: Words) => uiNode('JHeadline', { label: 'Headline', texts: { content } });
const text = (content: Words) => uiNode('JText', { label: 'Text', texts: { content } });
const button = (content: Words) => uiNode('JButton', { label: 'Button', texts: { content } });
const input = (label: Words, model: string) =>
  uiNode('JInputText', { label: label['en-US'], bindTo: model, texts: { label } });

const EMAIL = words('Email', '電郵');
const SIGN_IN = words('Sign in', '登入');

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

/** What each kind of app starts with: its pages (the first at /, where visitors land), their components and a theme. */
const STARTING_APPS: Record<AppTemplateId, () => StartingApp> = {
  blank: () => ({
    pages: [page('/', 'Home', 'HomePage', words('Home', '主頁'))],
    components: [
      component('HomePage', [
        headline(words('Welcome', '歡迎')),
        text(words('Start building your app here.', '由這裏開始建立你的應用程式。')),
      ]),
    ],
    theme: theme('#1d4ed8', '#0ea5e9'),
  }),
  admin_portal: () => ({
    pages: [
      page('/', 'Login', 'LoginPage', SIGN_IN),
      page('/dashboard', 'Dashboard', 'DashboardPage', words('Dashboard', '主控台')),
      page('/users', 'Users', 'UsersPage', words('Users', '用戶')),
    ],
    components: [
      component('LoginPage', [headline(SIGN_IN), input(EMAIL, 'form.input1'), button(SIGN_IN)]),
      component('DashboardPage', [
        headline(words('Dashboard', '主控台')),
        text(words('Policies, claims and tasks at a glance.', '保單、索償及待辦事項一覽無遺。')),
      ]),
      component('UsersPage', [
        headline(words('Users', '用戶')),
        input(words('Search users', '搜尋用戶'), 'input1'),
        button(words('Invite a user', '邀請用戶')),
      ]),
    ],
    theme: theme('#334155', '#6366f1'),
  }),
  client_portal: () => ({
    pages: [
      page('/', 'Login', 'LoginPage', SIGN_IN),
      page('/policies', 'MyPolicies', 'MyPoliciesPage', words('My policies', '我的保單')),
      page('/profile', 'Profile', 'ProfilePage', words('Profile', '個人資料')),
    ],
    components: [
      component('LoginPage', [
        headline(words('Welcome back', '歡迎回來')),
        input(EMAIL, 'form.input1'),
        button(SIGN_IN),
      ]),
      component('MyPoliciesPage', [
        headline(words('My policies', '我的保單')),
        text(words('Your policies and their documents.', '你的保單及相關文件。')),
      ]),
      component('ProfilePage', [
        headline(words('Profile', '個人資料')),
        input(words('Name', '姓名'), 'form.input1'),
        button(words('Save', '儲存')),
      ]),
    ],
    theme: theme('#0f766e', '#f59e0b'),
  }),
  distribution_website: () => ({
    pages: [
      page('/', 'Home', 'HomePage', words('Home', '主頁')),
      page('/quote', 'Quote', 'QuotePage', words('Quote', '報價')),
      page('/contact', 'Contact', 'ContactPage', words('Contact', '聯絡我們')),
    ],
    components: [
      component('HomePage', [
        headline(words('Cover that travels with you', '伴你同行的保障')),
        button(words('Get a quote', '索取報價')),
      ]),
      component('QuotePage', [
        headline(words('Your quote', '你的報價')),
        input(words('Destination', '目的地'), 'form.input1'),
        button(words('See prices', '查看價錢')),
      ]),
      component('ContactPage', [
        headline(words('Contact us', '聯絡我們')),
        input(EMAIL, 'form.input1'),
        button(words('Send', '發送')),
      ]),
    ],
    theme: theme('#be123c', '#0284c7'),
  }),
};

export const startingApp = (template: AppTemplateId): StartingApp => STARTING_APPS[template]();
