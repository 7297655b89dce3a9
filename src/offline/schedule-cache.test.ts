/**
 * The phone's copy of the schedule: what is saved comes back whole with its time, a value that is
 * not a saved answer (damaged, or an older shape) reads as none, and full or blocked storage never
 * breaks the composer.
 */
import { describe, expect, it } from 'vitest';
import type { Schedule } from '@common/contract/answers/reference';
import { SCHEDULE_CACHE_KEY, loadSchedule, saveSchedule } from './schedule-cache';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

const answer: Schedule = {
  today: '2026-11-19',
  items: [
    {
      organization_type: 'HOSTEL',
      effective_from: '2000-01-01',
      slots: [{ meal: 'LUNCH', opens: '11:30', due: '13:30', late_until: '15:30' }],
      next: {
        effective_from: '2026-11-20',
        slots: [{ meal: 'LUNCH', opens: '11:30', due: '14:05', late_until: '16:00' }],
      },
    },
  ],
};

describe('schedule cache', () => {
  it('gives back the last answer saved, with when it was fetched', () => {
    const storage = memoryStorage();
    expect(loadSchedule(storage)).toBeNull();
    saveSchedule({ ...answer, today: '2026-11-18' }, 1, storage);
    saveSchedule(answer, 2, storage);
    expect(loadSchedule(storage)).toEqual({ schedule: answer, fetched_at: 2 });
  });

  it('stays small: under 3 KB for four types with a pending change each', () => {
    const storage = memoryStorage();
    const item = answer.items[0]!;
    const four = ['HOSTEL', 'RESIDENTIAL_SCHOOL', 'ASHRAM_SCHOOL', 'OTHER'] as const;
    const full = {
      today: answer.today,
      items: four.map((type) => ({
        ...item,
        organization_type: type,
        slots: [item.slots[0]!, item.slots[0]!, item.slots[0]!],
        next: { ...item.next!, slots: [item.slots[0]!, item.slots[0]!, item.slots[0]!] },
      })),
    };
    saveSchedule(full, 1, storage);
    expect(storage.values.get(SCHEDULE_CACHE_KEY)!.length).toBeLessThan(3 * 1024);
  });

  it('reads a damaged or foreign value as nothing saved', () => {
    const storage = memoryStorage();
    for (const value of ['{', 'null', '"x"', '{"schedule":{"items":[]}}', '{"fetched_at":1,"schedule":{}}']) {
      storage.setItem(SCHEDULE_CACHE_KEY, value);
      expect(loadSchedule(storage)).toBeNull();
    }
  });

  it('shrugs off storage that refuses to write or read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveSchedule(answer, 1, refusing)).not.toThrow();
    expect(loadSchedule(refusing)).toBeNull();
    expect(loadSchedule(null)).toBeNull();
  });
});
