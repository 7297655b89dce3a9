/**
 * What the warden's day offers the home: today's checklist per hostel. Its arithmetic (which
 * meals are posted, waiting, open or late) lives in src/offline/meal-state.ts, which the composer
 * reads too without loading this screen.
 */
export { TodayChecklist } from './today-checklist';
