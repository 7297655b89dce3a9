/**
 * Theme of the console and the PWA, loaded by src/styles.css through `@config`. A calm teal/green
 * palette reads as a public service and keeps AA contrast for white text on brand-700 and darker.
 * Tailwind 4 finds the class names itself; `content` only narrows the scan to our sources.
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
          soft: '#6b7c78',
        },
        page: '#f3f8f6',
        line: '#d9e4e0',
        danger: { 50: '#fdf0ef', 600: '#c0352b', 700: '#a02a21' },
        warn: { 50: '#fff7e6', 600: '#b26a00' },
        ok: { 50: '#ecf8ef', 600: '#1f7a3a' },
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
