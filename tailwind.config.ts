/**
 * Theme of the console and the PWA, loaded by src/styles.css through `@config`. A calm teal/green
 * palette reads as a public service and keeps AA contrast for white text on brand-700 and darker.
 * Text shades (ink, warn-600, ok-600, danger-600/700) reach 4.5:1 on white, the page colour and
 * every -50 tint, checked by tests/e2e/accessibility.test.ts. Tailwind 4 finds the class names
 * itself; `content` only narrows the scan to our sources.
 */
import type { Config } from 'tailwindcss';

const kannadaFallback = ['"Noto Sans Kannada"', '"Tunga"', '"Kedage"', '"Nirmala UI"'];

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#effaf7',
          100: '#d7f2ea',
          200: '#b1e4d6',
          300: '#7fcfbc',
          400: '#4bb39e',
          500: '#2a9784',
          600: '#1c7a6b',
          700: '#0f766e',
          800: '#115e56',
          900: '#134e48',
          950: '#052e2a',
        },
        leaf: {
          100: '#e3f6d9',
          400: '#86c96b',
          600: '#4d9a36',
        },
        ink: {
          DEFAULT: '#12221f',
          muted: '#4a5b57',
          // Was #6b7c78 (4.39:1 on white, 4.09:1 on the page colour); now 5.13:1 and 4.78:1.
          soft: '#61716d',
        },
        page: '#f3f8f6',
        line: '#d9e4e0',
        danger: { 50: '#fdf0ef', 600: '#c0352b', 700: '#a02a21' },
        // 600 was #b26a00 (3.97:1 on warn-50, 4.24:1 under white text); now 4.77:1 and 5.08:1.
        warn: { 50: '#fff7e6', 600: '#a05f00' },
        ok: { 50: '#ecf8ef', 600: '#1f7a3a' },
        // The Holiday status (common/status-scale.ts): blue, apart from the four posting colours.
        holiday: { 50: '#eaf4fa', 600: '#1d6f9a', 700: '#1d5f82' },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          ...kannadaFallback,
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      borderRadius: {
        card: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(18 34 31 / 0.06), 0 8px 24px -8px rgb(18 34 31 / 0.12)',
        toast: '0 10px 30px -10px rgb(18 34 31 / 0.45)',
      },
      minHeight: {
        tap: '3rem',
      },
    },
  },
} satisfies Config;
