/**
 * English texts of holidays on screen (docs/spec-notes.md, holidays): the warden home's card and
 * its declare dialog, and the admins' per-institution dialog. holidays-kn.ts has the Kannada.
 */
export const holidaysEn = {
  'holidays.title': 'Holidays',
  'holidays.titleFor': 'Holidays of {name}',
  'holidays.wardenHint':
    'Declare a holiday when your hostel is closed, so no meal is due those days. From today or later.',
  'holidays.adminHint':
    'Every holiday of this institution, newest first. A holiday can be revoked until its last day is over.',
  'holidays.todayBadge': 'On holiday today',
  'holidays.noneComing': 'No holiday declared for today or later.',
  'holidays.noneEver': 'No holiday has been declared for this institution.',
  'holidays.comingFor': 'Holidays of {name} from today on',
  'holidays.whoRevokes': 'Only the DD/JD officers of {district} district can revoke a holiday.',
  'holidays.loading': 'Loading holidays…',
  'holidays.loadFailed': 'The holidays could not be loaded.',
  'holidays.declareButton': 'Declare a holiday',
  'holidays.declareFor': 'Declare a holiday for {name}',
  'holidays.declareTitle': 'Declare a holiday',
  'holidays.declareBody': 'For {name}. No meal is due on these days, and the composer says the hostel is on holiday.',
  'holidays.from': 'First day',
  'holidays.to': 'Last day',
  'holidays.reason': 'Reason',
  'holidays.reasonHint': '3 to 200 characters, e.g. Ugadi festival.',
  'holidays.cancel': 'Cancel',
  'holidays.declare': 'Declare holiday',
  'holidays.declared': 'Holiday declared. No meal is due on those days.',
  'holidays.day': 'Holiday on {day}',
  'holidays.days': 'Holiday from {from} to {to}',
  'holidays.state.today': 'On today',
  'holidays.state.ahead': 'To come',
  'holidays.state.over': 'Over',
  'holidays.state.revoked': 'Revoked',
  'holidays.declaredBy': 'Declared by {name} on {day}',
  'holidays.cannotRevoke': 'It can no longer be revoked: its last day is over.',
  'holidays.revokeDays': 'Revoke the {days}',
} as const;
