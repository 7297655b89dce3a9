/**
 * Kannada of the supervisors' console server texts (common/console-messages.ts CONSOLE_MSG,
 * account-schema ACCOUNT_MSG, organization-schema ORG_MSG, schedule-schema SCHEDULE_MSG,
 * console-queries QUERY_MSG, holiday-messages HOLIDAY_MSG, x-messages X_MSG), which en.ts takes verbatim under their prefixes. Typed from the
 * English tables, so a new server text without Kannada is a type error.
 */
import type { CONSOLE_MSG } from '@common/console-messages';
import type { ACCOUNT_MSG } from '@common/account-schema';
import type { ORG_MSG } from '@common/organization-schema';
import type { SCHEDULE_MSG } from '@common/schedule-schema';
import type { QUERY_MSG } from '@common/console-queries';
import type { HOLIDAY_MSG } from '@common/holiday-messages';
import type { X_MSG } from '@common/x-messages';
import type { Prefixed } from './contract-keys';

type Texts = Prefixed<'consoleMsg', typeof CONSOLE_MSG> &
  Prefixed<'accountMsg', typeof ACCOUNT_MSG> &
  Prefixed<'orgMsg', typeof ORG_MSG> &
  Prefixed<'scheduleMsg', typeof SCHEDULE_MSG> &
  Prefixed<'queryMsg', typeof QUERY_MSG> &
  Prefixed<'holidayMsg', typeof HOLIDAY_MSG> &
  Prefixed<'xMsg', typeof X_MSG>;

export const consoleMessagesKn: Texts = {
  'consoleMsg.accountsReceived': 'ಖಾತೆಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'consoleMsg.accountReceived': 'ಖಾತೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'consoleMsg.accountDisabled': 'ಖಾತೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ.',
  'consoleMsg.accountEnabled': 'ಖಾತೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಸಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ.',
  'consoleMsg.districtsSet': 'ಜಿಲ್ಲೆಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಗಿದೆ.',
  'consoleMsg.directorChecked': 'ನಿರ್ದೇಶಕರ ಪರಿಶೀಲನೆ ಮುಗಿದಿದೆ.',
  'consoleMsg.cannotManageSelf': 'ನಿಮ್ಮ ಸ್ವಂತ ಖಾತೆಗೆ ಇದನ್ನು ಮಾಡಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  'consoleMsg.emailTaken': 'ಈ ಇಮೇಲ್ ಐಡಿಯ ಖಾತೆ ಈಗಾಗಲೇ ಇದೆ.',
  'consoleMsg.notADirector': 'ಜಿಲ್ಲೆಗಳನ್ನು ಉಪನಿರ್ದೇಶಕರಿಗೆ ಮಾತ್ರ ನೀಡಲಾಗುತ್ತದೆ.',
  'consoleMsg.institutionsReceived': 'ಸಂಸ್ಥೆಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'consoleMsg.institutionReceived': 'ಸಂಸ್ಥೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'consoleMsg.institutionUpdated': 'ಸಂಸ್ಥೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ನವೀಕರಿಸಲಾಗಿದೆ.',
  'consoleMsg.institutionDeleted': 'ಸಂಸ್ಥೆಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಅಳಿಸಲಾಗಿದೆ.',
  'consoleMsg.institutionDuplicate': 'ಈ ತಾಲ್ಲೂಕಿನಲ್ಲಿ ಇದೇ ಹೆಸರಿನ ಸಂಸ್ಥೆ ಈಗಾಗಲೇ ಇದೆ.',
  'consoleMsg.wardenAssigned': 'ವಾರ್ಡನ್ ಅನ್ನು ಯಶಸ್ವಿಯಾಗಿ ನೇಮಿಸಲಾಗಿದೆ.',
  'consoleMsg.wardenUnassigned': 'ವಾರ್ಡನ್ ಅನ್ನು ಸಂಸ್ಥೆಯಿಂದ ಯಶಸ್ವಿಯಾಗಿ ತೆಗೆದುಹಾಕಲಾಗಿದೆ.',
  'consoleMsg.notAWarden': 'ಸಕ್ರಿಯ ವಾರ್ಡನ್ ಅನ್ನು ಮಾತ್ರ ಸಂಸ್ಥೆಗೆ ನೇಮಿಸಬಹುದು.',
  'consoleMsg.holidaysReceived': 'ರಜೆಗಳನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'consoleMsg.scheduleReceived': 'ಪೋಸ್ಟ್ ವೇಳಾಪಟ್ಟಿಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'consoleMsg.scheduleSaved': 'ಪೋಸ್ಟ್ ವೇಳಾಪಟ್ಟಿ ಉಳಿಸಲಾಗಿದೆ. ಇದು ನಾಳೆಯಿಂದ ಅನ್ವಯವಾಗುತ್ತದೆ.',
  'consoleMsg.lookupReceived': 'ಹುಡುಕಾಟದ ಫಲಿತಾಂಶ ಯಶಸ್ವಿಯಾಗಿ ಪಡೆಯಲಾಗಿದೆ.',
  'accountMsg.firstName': 'ದಯವಿಟ್ಟು ಮೊದಲ ಹೆಸರು ನೀಡಿ: ಅಕ್ಷರಗಳು, ಸ್ಪೇಸ್, ಚುಕ್ಕೆ ಮತ್ತು & ಮಾತ್ರ (50 ರವರೆಗೆ).',
  'accountMsg.lastName': 'ದಯವಿಟ್ಟು ಕೊನೆಯ ಹೆಸರು ನೀಡಿ: ಅಕ್ಷರಗಳು, ಸ್ಪೇಸ್, ಚುಕ್ಕೆ ಮತ್ತು & ಮಾತ್ರ (50 ರವರೆಗೆ).',
  'accountMsg.phone': 'ದಯವಿಟ್ಟು 6, 7, 8 ಅಥವಾ 9 ರಿಂದ ಆರಂಭವಾಗುವ 10 ಅಂಕಿಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನೀಡಿ.',
  'accountMsg.role': 'ದಯವಿಟ್ಟು ಪಾತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'accountMsg.validationMethod': 'ದಯವಿಟ್ಟು ಎರಡನೇ ಹಂತವಾಗಿ phone ಅಥವಾ 2fa ಆಯ್ಕೆಮಾಡಿ.',
  'accountMsg.avatar': 'ದಯವಿಟ್ಟು ಅಪ್‌ಲೋಡ್ ಮಾಡಿದ ಚಿತ್ರವನ್ನು ಅವತಾರವಾಗಿ ಆಯ್ಕೆಮಾಡಿ, ಅಥವಾ ಡೀಫಾಲ್ಟ್‌ಗಾಗಿ ಖಾಲಿ ಬಿಡಿ.',
  'accountMsg.districts': 'ದಯವಿಟ್ಟು ಉಪನಿರ್ದೇಶಕರಿಗೆ ಕನಿಷ್ಠ ಒಂದು ಜಿಲ್ಲೆ ಆಯ್ಕೆಮಾಡಿ.',
  'accountMsg.districtsNotDd': 'ಉಪನಿರ್ದೇಶಕರಿಗೆ ಮಾತ್ರ ಜಿಲ್ಲೆಗಳನ್ನು ನೀಡಲಾಗುತ್ತದೆ.',
  'accountMsg.reason': 'ದಯವಿಟ್ಟು 3 ರಿಂದ 200 ಅಕ್ಷರಗಳ ಕಾರಣ ನೀಡಿ.',
  'orgMsg.enName': 'ದಯವಿಟ್ಟು ಇಂಗ್ಲಿಷ್ ಹೆಸರು ನೀಡಿ: ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು, ಸ್ಪೇಸ್ ಮತ್ತು & , ( ) - . ಮಾತ್ರ (3 ರಿಂದ 150).',
  'orgMsg.knName': 'ದಯವಿಟ್ಟು ಕನ್ನಡದಲ್ಲಿ ಹೆಸರು ನೀಡಿ (2 ರಿಂದ 150 ಅಕ್ಷರಗಳು).',
  'orgMsg.district': 'ದಯವಿಟ್ಟು ಜಿಲ್ಲೆಯನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'orgMsg.taluk': 'ದಯವಿಟ್ಟು ತಾಲ್ಲೂಕನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'orgMsg.talukOutside': 'ಈ ತಾಲ್ಲೂಕು ಆಯ್ಕೆಮಾಡಿದ ಜಿಲ್ಲೆಯಲ್ಲಿಲ್ಲ.',
  'orgMsg.type': 'ದಯವಿಟ್ಟು ಸಂಸ್ಥೆಯ ಪ್ರಕಾರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'orgMsg.hostelType': 'ದಯವಿಟ್ಟು ವಿದ್ಯಾರ್ಥಿನಿಲಯದ ಪ್ರಕಾರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'orgMsg.hostelTypeOnlyHostel': 'ವಿದ್ಯಾರ್ಥಿನಿಲಯದ ಪ್ರಕಾರವನ್ನು ವಿದ್ಯಾರ್ಥಿನಿಲಯಕ್ಕೆ ಮಾತ್ರ ನೀಡಲಾಗುತ್ತದೆ.',
  'orgMsg.twitterId': 'ದಯವಿಟ್ಟು X ಹ್ಯಾಂಡಲ್ ನೀಡಿ: 1 ರಿಂದ 15 ಅಕ್ಷರಗಳು, ಅಂಕಿಗಳು ಅಥವಾ _.',
  'orgMsg.twitterPassword': 'ದಯವಿಟ್ಟು X ಪಾಸ್‌ವರ್ಡ್ ನೀಡಿ (1 ರಿಂದ 128 ಅಕ್ಷರಗಳು).',
  'orgMsg.warden': 'ದಯವಿಟ್ಟು ವಾರ್ಡನ್ ಆಯ್ಕೆಮಾಡಿ.',
  'orgMsg.reason': 'ದಯವಿಟ್ಟು 3 ರಿಂದ 200 ಅಕ್ಷರಗಳ ಕಾರಣ ನೀಡಿ.',
  'scheduleMsg.time': 'ದಯವಿಟ್ಟು ಸಮಯವನ್ನು HH:MM ಆಗಿ ನೀಡಿ (00:00 ರಿಂದ 23:59).',
  'scheduleMsg.order': 'ತೆರೆಯುವ ಸಮಯ ಕೊನೆಯ ಸಮಯಕ್ಕಿಂತ ಮೊದಲು ಇರಬೇಕು, ಮತ್ತು ಕೊನೆಯ ಸಮಯ ತಡವಾದ ಮಿತಿಗಿಂತ ನಂತರ ಇರಬಾರದು.',
  'scheduleMsg.meals': 'ದಯವಿಟ್ಟು ಉಪಾಹಾರ, ಮಧ್ಯಾಹ್ನದ ಊಟ ಮತ್ತು ರಾತ್ರಿಯ ಊಟವನ್ನು ತಲಾ ಒಮ್ಮೆ ನೀಡಿ.',
  'scheduleMsg.overlap': 'ಊಟಗಳು ಒಂದರ ನಂತರ ಒಂದು ಬರಬೇಕು: ಹಿಂದಿನದು ಮುಚ್ಚಿದ ನಂತರವೇ ಮುಂದಿನದು ತೆರೆಯಬೇಕು.',
  'queryMsg.page': 'ದಯವಿಟ್ಟು 1 ರಿಂದ ಪುಟ ಸಂಖ್ಯೆ ನೀಡಿ.',
  'queryMsg.size': 'ದಯವಿಟ್ಟು 1 ರಿಂದ 100 ರ ಪುಟ ಗಾತ್ರ ನೀಡಿ.',
  'queryMsg.id': 'ದಯವಿಟ್ಟು ಮಾನ್ಯ ಐಟಂ ಅಥವಾ ALL ಆಯ್ಕೆಮಾಡಿ.',
  'queryMsg.roles': 'ದಯವಿಟ್ಟು ಪಟ್ಟಿಯಿಂದ ಪಾತ್ರಗಳನ್ನು ಅಥವಾ ALL ಆಯ್ಕೆಮಾಡಿ.',
  'queryMsg.date': 'ದಯವಿಟ್ಟು ದಿನಾಂಕವನ್ನು YYYY-MM-DD ಆಗಿ ನೀಡಿ.',
  'queryMsg.choice': 'ದಯವಿಟ್ಟು ಪಟ್ಟಿಯಿಂದ ಒಂದು ಮೌಲ್ಯವನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'queryMsg.search': 'ದಯವಿಟ್ಟು ಗರಿಷ್ಠ 100 ಅಕ್ಷರಗಳಲ್ಲಿ ಹುಡುಕಿ.',
  'queryMsg.lookup': 'ಹುಡುಕಲು ದಯವಿಟ್ಟು 2 ರಿಂದ 100 ಅಕ್ಷರಗಳನ್ನು ಟೈಪ್ ಮಾಡಿ.',
  'queryMsg.rangeOrder': 'ಕೊನೆಯ ದಿನ ಮೊದಲ ದಿನಕ್ಕಿಂತ ಮೊದಲು ಇರಬಾರದು.',
  'queryMsg.rangeTooLong': 'ದಯವಿಟ್ಟು ಒಮ್ಮೆಗೆ ಗರಿಷ್ಠ 92 ದಿನಗಳನ್ನು ಆಯ್ಕೆಮಾಡಿ.',
  'queryMsg.days': 'ದಯವಿಟ್ಟು 7 ರಿಂದ 92 ರವರೆಗಿನ ದಿನಗಳ ಸಂಖ್ಯೆಯನ್ನು ನೀಡಿ.',
  'holidayMsg.badDate': 'ದಯವಿಟ್ಟು ದಿನಾಂಕವನ್ನು YYYY-MM-DD ಆಗಿ ನೀಡಿ.',
  'holidayMsg.order': 'ಕೊನೆಯ ದಿನ ಮೊದಲ ದಿನಕ್ಕಿಂತ ಮೊದಲು ಇರಬಾರದು.',
  'holidayMsg.past': 'ರಜೆಯನ್ನು ಇಂದಿನಿಂದ ಅಥವಾ ಮುಂದಿನ ದಿನಗಳಿಗೆ ಮಾತ್ರ ಘೋಷಿಸಬಹುದು.',
  'holidayMsg.reason': 'ದಯವಿಟ್ಟು 3 ರಿಂದ 200 ಅಕ್ಷರಗಳ ಕಾರಣ ನೀಡಿ.',
  'holidayMsg.overlap': 'ಈ ದಿನಾಂಕಗಳಲ್ಲಿ ಕೆಲವಕ್ಕೆ ಈಗಾಗಲೇ ರಜೆ ಇದೆ.',
  'holidayMsg.tooLong': 'ರಜೆ ಗರಿಷ್ಠ 60 ದಿನಗಳವರೆಗೆ ಇರಬಹುದು.',
  'holidayMsg.notRevocable': 'ಮುಗಿದ ಅಥವಾ ಈಗಾಗಲೇ ಹಿಂಪಡೆದ ರಜೆಯನ್ನು ಹಿಂಪಡೆಯಲು ಸಾಧ್ಯವಿಲ್ಲ.',
  'xMsg.connectReady': 'ಈ ಸಂಸ್ಥೆಯನ್ನು ಸಂಪರ್ಕಿಸಲು X ಗೆ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  'xMsg.disconnected': 'X ಖಾತೆಯ ಸಂಪರ್ಕವನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ.',
  'xMsg.publishingOff': 'ಈ ಸ್ಥಾಪನೆಯಲ್ಲಿ X ಗೆ ಪ್ರಕಟಣೆಯನ್ನು ಹೊಂದಿಸಿಲ್ಲ.',
  'xMsg.badState': 'ಈ X ಸೈನ್-ಇನ್ ಲಿಂಕ್ ಈಗ ಮಾನ್ಯವಾಗಿಲ್ಲ. ದಯವಿಟ್ಟು ಸಂಸ್ಥೆಯಿಂದ ಮತ್ತೆ ಪ್ರಾರಂಭಿಸಿ.',
  'xMsg.requeued': 'ಪೋಸ್ಟ್ ಅನ್ನು X ಗಾಗಿ ಮತ್ತೆ ಸರದಿಯಲ್ಲಿ ಇರಿಸಲಾಗಿದೆ.',
  'xMsg.notGaveUp': 'X ಕೈಬಿಟ್ಟ ಪೋಸ್ಟ್ ಅನ್ನು ಮಾತ್ರ ಮತ್ತೆ ಕಳುಹಿಸಬಹುದು.',
};
