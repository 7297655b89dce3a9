/**
 * Kannada texts of the supervisors' review queue (docs/review.md), one for each English text in
 * review-en.ts, the server's own texts (common/review-messages.ts) included; loaded with the queue's
 * routes like the English ones (review-texts.ts).
 */
import type { reviewEn } from './review-en';

export const reviewKn: Record<keyof typeof reviewEn, string> = {
  'reviewMsg.queueReceived': 'ಪರಿಶೀಲಿಸಬೇಕಾದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'reviewMsg.decided': 'ನಿಮ್ಮ ನಿರ್ಧಾರವನ್ನು ದಾಖಲಿಸಲಾಗಿದೆ.',
  'reviewMsg.reasonLength': 'ದಯವಿಟ್ಟು 10 ರಿಂದ 500 ಅಕ್ಷರಗಳ ಕಾರಣ ನೀಡಿ.',
  'reviewMsg.decision': 'ದಯವಿಟ್ಟು ACCEPTED ಅಥವಾ REJECTED ಆಯ್ಕೆಮಾಡಿ.',
  'reviewMsg.nothingToReview': 'ಈ ಪೋಸ್ಟ್‌ನಲ್ಲಿ ಪರಿಶೀಲಿಸಬೇಕಾದ ಯಾವುದೇ ಅಂಶವಿಲ್ಲ.',
  'reviewMsg.alreadyDecided': 'ಈ ಪೋಸ್ಟ್ ಅನ್ನು ಈಗಾಗಲೇ ಪರಿಶೀಲಿಸಲಾಗಿದೆ.',
  'review.title': 'ಪರಿಶೀಲಿಸಬೇಕಾದ ಪೋಸ್ಟ್‌ಗಳು',
  'review.description':
    'ಸರ್ವರ್ ಹತ್ತಿರದಿಂದ ನೋಡಲು ಗುರುತಿಸಿದ ಪೋಸ್ಟ್‌ಗಳು, ಹಳೆಯದು ಮೊದಲು. ನಿಜವಾದ ಪೋಸ್ಟ್ ಅನ್ನು ಸ್ವೀಕರಿಸಿ; ಅಲ್ಲದ್ದನ್ನು ತಿರಸ್ಕರಿಸಿ, ಆಗ ಅದು ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ ಎಂದು ಎಣಿಕೆಯಾಗುತ್ತದೆ.',
  'review.empty': 'ಪರಿಶೀಲಿಸಲು ಏನೂ ಇಲ್ಲ',
  'review.emptyHint': 'ನಿಮ್ಮ ಪ್ರದೇಶದ ಗುರುತಿಸಿದ ಪೋಸ್ಟ್‌ಗಳು ಇಲ್ಲಿ ಕಾಣಿಸುತ್ತವೆ.',
  'review.loadFailed': 'ಪರಿಶೀಲಿಸಬೇಕಾದ ಪೋಸ್ಟ್‌ಗಳನ್ನು ತರಲಾಗಲಿಲ್ಲ.',
  'review.count': '{total} ರಲ್ಲಿ {shown} ತೋರಿಸಲಾಗಿದೆ',
  'review.loadMore': 'ಇನ್ನಷ್ಟು ತೋರಿಸಿ',
  'review.card': '{name} ಸಂಸ್ಥೆಯ ಪೋಸ್ಟ್, {meal}, {day}',
  'review.checks': 'ಏಕೆ ಗುರುತಿಸಲಾಗಿದೆ',
  'review.photos': 'ಈ ಪೋಸ್ಟ್‌ನ ಫೋಟೋಗಳು',
  'review.openPhoto': 'ಫೋಟೋ {n} ({slot}) ಅನ್ನು ಫೋಟೋ ವೀಕ್ಷಕದಲ್ಲಿ ತೆರೆಯಿರಿ',
  'review.details': 'ಪೋಸ್ಟ್ ತೆರೆಯಿರಿ',
  'review.check.reusedExact': 'ಫೋಟೋ {n} ({slot}), {day} ರಂದು ಪೋಸ್ಟ್ ಮಾಡಿದ {name} ಸಂಸ್ಥೆಯ ಫೋಟೋ {m} ರ ಅದೇ ಫೈಲ್ ಆಗಿದೆ',
  'review.check.reused': 'ಫೋಟೋ {n} ({slot}), {day} ರಂದು ಪೋಸ್ಟ್ ಮಾಡಿದ {name} ಸಂಸ್ಥೆಯ ಫೋಟೋ {m} ರಂತೆ ಕಾಣುತ್ತದೆ',
  'review.check.reusedUnknown': 'ಫೋಟೋ {n} ({slot}) ಹಿಂದಿನ ಪೋಸ್ಟ್‌ನ ಒಂದು ಫೋಟೋದಂತೆ ಕಾಣುತ್ತದೆ',
  'review.check.gallery': 'ಫೋಟೋ {n} ({slot}) ಅನ್ನು ಕ್ಯಾಮೆರಾದಿಂದ ತೆಗೆಯದೆ ಗ್ಯಾಲರಿಯಿಂದ ಆರಿಸಲಾಗಿದೆ',
  'review.check.clock': 'ಫೋನಿನ ಗಡಿಯಾರದ ಬಗ್ಗೆ ಸಂಶಯವಿತ್ತು; ಪೋಸ್ಟ್ ತಲುಪಿದ ಸಮಯದಿಂದ ನಿರ್ಣಯಿಸಲಾಗಿದೆ',
  'review.check.noPeople': 'ಫೋಟೋ {n} ({slot}) ನಲ್ಲಿ ಯಾರೂ ಇಲ್ಲ ಎಂದು ಹೇಳಲಾಗಿದೆ',
  'review.check.faces': 'ಫೋಟೋ {n} ({slot}) ನಲ್ಲಿ ಮುಖಗಳನ್ನು ಹುಡುಕಲಾಗಲಿಲ್ಲ',
  'review.pair.title': 'ಫೋಟೋ {n} ಮತ್ತು ಹಿಂದಿನ ಫೋಟೋ ಅಕ್ಕಪಕ್ಕದಲ್ಲಿ',
  'review.pair.this': 'ಈ ಪೋಸ್ಟ್',
  'review.pair.other': 'ಹಿಂದಿನ ಪೋಸ್ಟ್',
  'review.pair.sameFile': 'ಅದೇ ಫೈಲ್',
  'review.pair.missing': 'ಹಿಂದಿನ ಫೋಟೋ ಈಗ ಸಂಗ್ರಹದಲ್ಲಿಲ್ಲ',
  'review.pair.openOther': 'ಹಿಂದಿನ ಪೋಸ್ಟ್‌ನ ಫೋಟೋ {n} ಅನ್ನು ಫೋಟೋ ವೀಕ್ಷಕದಲ್ಲಿ ತೆರೆಯಿರಿ',
  'review.accept': 'ಸ್ವೀಕರಿಸಿ',
  'review.reject': 'ತಿರಸ್ಕರಿಸಿ',
  'review.acceptFor': '{name} ಸಂಸ್ಥೆಯ ಪೋಸ್ಟ್ ಅನ್ನು ಸ್ವೀಕರಿಸಿ',
  'review.rejectFor': '{name} ಸಂಸ್ಥೆಯ ಪೋಸ್ಟ್ ಅನ್ನು ತಿರಸ್ಕರಿಸಿ',
  'review.dialog.acceptTitle': 'ಈ ಪೋಸ್ಟ್ ಅನ್ನು ಸ್ವೀಕರಿಸುವುದೇ?',
  'review.dialog.rejectTitle': 'ಈ ಪೋಸ್ಟ್ ಅನ್ನು ತಿರಸ್ಕರಿಸುವುದೇ?',
  'review.dialog.acceptBody':
    '{name} ಸಂಸ್ಥೆಯ ಪೋಸ್ಟ್ ({meal}, {day}) ಇದ್ದಂತೆಯೇ ಉಳಿಯುತ್ತದೆ. ನೀವು ಏಕೆ ತೃಪ್ತರಾಗಿದ್ದೀರಿ ಎಂದು ತಿಳಿಸಿ; ಕಾರಣವನ್ನು ನಿರ್ಧಾರದೊಂದಿಗೆ ಇರಿಸಲಾಗುತ್ತದೆ.',
  'review.dialog.rejectBody':
    '{name} ಸಂಸ್ಥೆಯ ಪೋಸ್ಟ್ ({meal}, {day}) ಪೋಸ್ಟ್ ಮಾಡಿಲ್ಲ ಎಂದು ಎಣಿಕೆಯಾಗುತ್ತದೆ. ಕಾರಣ ತಿಳಿಸಿ; ಅದನ್ನು ನಿರ್ಧಾರದೊಂದಿಗೆ ಇರಿಸಲಾಗುತ್ತದೆ ಮತ್ತು ಬದಲಿಸಲಾಗುವುದಿಲ್ಲ.',
  'review.dialog.reason': 'ಕಾರಣ',
  'review.dialog.counter': '{n} / {max} ಅಕ್ಷರಗಳು',
  'review.dialog.cancel': 'ರದ್ದುಮಾಡಿ',
  'review.accepted': 'ಪೋಸ್ಟ್ ಸ್ವೀಕರಿಸಲಾಗಿದೆ.',
  'review.rejected': 'ಪೋಸ್ಟ್ ತಿರಸ್ಕರಿಸಲಾಗಿದೆ.',
  // The supervisors' post page: who decided and each check in one line.
  'postReview.decidedBy': 'ನಿರ್ಧರಿಸಿದವರು: {name}, {date}',
  'postReview.checks': 'ಈ ಪೋಸ್ಟ್ ಅನ್ನು ಏಕೆ ಗುರುತಿಸಲಾಗಿದೆ',
  'postReview.photo': 'ಫೋಟೋ {slot} ({name})',
  'postReview.check.reused': 'ಮರುಬಳಕೆಯ ಫೋಟೋ: {photo}, ಪೋಸ್ಟ್ #{post} ರ ಫೋಟೋ {other} ರಂತೆ ಕಾಣುತ್ತದೆ',
  'postReview.check.reusedExact': 'ಮರುಬಳಕೆಯ ಫೋಟೋ: {photo}, ಪೋಸ್ಟ್ #{post} ರ ಫೋಟೋ {other} ರ ಅದೇ ಫೈಲ್ ಆಗಿದೆ',
  'postReview.check.reusedUnknown': 'ಮರುಬಳಕೆಯ ಫೋಟೋ: {photo}, ಹಿಂದಿನ ಪೋಸ್ಟ್‌ನ ಒಂದು ಫೋಟೋದಂತೆ ಕಾಣುತ್ತದೆ',
  'postReview.check.gallery': 'ಗ್ಯಾಲರಿ ಫೋಟೋ: {photo} ಅನ್ನು ಕ್ಯಾಮೆರಾದಿಂದ ತೆಗೆಯದೆ ಗ್ಯಾಲರಿಯಿಂದ ಆರಿಸಲಾಗಿದೆ',
  'postReview.check.clock': 'ಗಡಿಯಾರದ ಬಗ್ಗೆ ಸಂಶಯ: ಫೋನಿನ ಸಮಯವನ್ನು ನಂಬಲಾಗಲಿಲ್ಲ, ಆದ್ದರಿಂದ ಪೋಸ್ಟ್ ತಲುಪಿದ ಸಮಯದಿಂದ ನಿರ್ಣಯಿಸಲಾಗಿದೆ',
  'postReview.check.noPeople': 'ಜನರಿಲ್ಲ: {photo} ನಲ್ಲಿ ಯಾರೂ ಇಲ್ಲ ಎಂದು ವಾರ್ಡನ್ ಹೇಳಿದ್ದಾರೆ',
  'postReview.check.faces': 'ಮುಖಗಳನ್ನು ಹುಡುಕಿಲ್ಲ: {photo} ನಲ್ಲಿ ಫೋನ್ ಮುಖಗಳನ್ನು ಹುಡುಕಲಾಗಲಿಲ್ಲ',
} as const;
