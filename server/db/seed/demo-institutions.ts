/**
 * Names of the demo institutions, built from their type and taluk in English and Kannada.
 */
import type { HostelType, OrganizationType } from '@common/organizations.ts';

export interface InstitutionKind {
  type: OrganizationType;
  hostel: HostelType | null;
  en: string;
  kn: string;
}

export const INSTITUTION_KINDS: InstitutionKind[] = [
  {
    type: 'HOSTEL',
    hostel: 'PRE_MATRIC_BOYS',
    en: 'Government Pre-Matric Boys Hostel',
    kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ಪೂರ್ವ ಬಾಲಕರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ',
  },
  {
    type: 'HOSTEL',
    hostel: 'PRE_MATRIC_GIRLS',
    en: 'Government Pre-Matric Girls Hostel',
    kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ಪೂರ್ವ ಬಾಲಕಿಯರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ',
  },
  {
    type: 'HOSTEL',
    hostel: 'POST_MATRIC_BOYS',
    en: 'Government Post-Matric Boys Hostel',
    kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ನಂತರದ ಬಾಲಕರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ',
  },
  {
    type: 'HOSTEL',
    hostel: 'POST_MATRIC_GIRLS',
    en: 'Government Post-Matric Girls Hostel',
    kn: 'ಸರ್ಕಾರಿ ಮೆಟ್ರಿಕ್ ನಂತರದ ಬಾಲಕಿಯರ ವಿದ್ಯಾರ್ಥಿನಿಲಯ',
  },
  { type: 'RESIDENTIAL_SCHOOL', hostel: null, en: 'Morarji Desai Residential School', kn: 'ಮೊರಾರ್ಜಿ ದೇಸಾಯಿ ವಸತಿ ಶಾಲೆ' },
  { type: 'ASHRAM_SCHOOL', hostel: null, en: 'Government Ashram School', kn: 'ಸರ್ಕಾರಿ ಆಶ್ರಮ ಶಾಲೆ' },
];

export function institutionName(kind: InstitutionKind, taluk: { en: string; kn: string }): { en: string; kn: string } {
  return { en: `${kind.en}, ${taluk.en}`.toLowerCase(), kn: `${kind.kn}, ${taluk.kn}` };
}
