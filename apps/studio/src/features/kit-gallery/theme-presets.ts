import type { ThemeTokens } from '@carrier/kit';

export type ThemePresetId = 'default' | 'dark' | 'harbour';

export type ThemePreset = { id: ThemePresetId; name: string; nameZh: string; tokens: ThemeTokens };

/** Token sets the gallery can switch between; `default` keeps the kit stylesheet's own values. */
export const THEME_PRESETS: readonly ThemePreset[] = [
  { id: 'default', name: 'Default', nameZh: '預設', tokens: {} },
  {
    id: 'dark',
    name: 'Dark',
    nameZh: '深色',
    tokens: {
      color0: '#111827',
      color1: '#1f2937',
      color2: '#374151',
      color3: '#4b5563',
      color4: '#6b7280',
      color5: '#9ca3af',
      color6: '#e5e7eb',
      color7: '#f9fafb',
      color8: '#60a5fa',
      color9: '#93c5fd',
      color10: '#1e3a5f',
      color11: '#0b1220',
      color12: '#34d399',
      color13: '#6ee7b7',
      color14: '#064e3b',
      color15: '#f9fafb',
      color16: '#111827',
      colorError: '#f87171',
      colorSuccess: '#4ade80',
      colorWarning: '#fbbf24',
      'colorBlack-a50': 'rgb(0 0 0 / 70%)',
      shadow3: '0 6px 16px rgb(0 0 0 / 45%)',
      shadow4: '0 12px 28px rgb(0 0 0 / 55%)',
      shadow5: '0 24px 48px rgb(0 0 0 / 65%)',
    },
  },
  {
    id: 'harbour',
    name: 'Harbour (brand)',
    nameZh: '海港（品牌）',
    tokens: {
      color1: '#fff7ed',
      color2: '#fde3c8',
      color3: '#e9b98f',
      color8: '#c2410c',
      color9: '#9a3412',
      color10: '#ffedd5',
      color12: '#0e7490',
      fontFamilyPrimary: 'Georgia, "Noto Serif HK", serif',
      'transition-short': '300ms ease-in-out',
      'transition-medium': '500ms ease-in-out',
    },
  },
];
