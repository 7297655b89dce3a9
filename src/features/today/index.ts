/**
 * What the warden's day offers other screens: the home's checklist, and for the composer the meals
 * already taken today and the clock that opens meals on screen.
 */
export { TodayChecklist } from './today-checklist';
export { takenMeals, type TakenMeals } from './meal-state';
export { useNow, useOutboxMeals } from './use-today';
