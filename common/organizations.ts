/**
 * Kinds of institution (docs/product.md, 'Calls and answers'). A hostel type is set only for HOSTEL.
 */
export const ORGANIZATION_TYPES = ['HOSTEL', 'RESIDENTIAL_SCHOOL', 'ASHRAM_SCHOOL', 'OTHER'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const HOSTEL_TYPES = ['PRE_MATRIC_BOYS', 'PRE_MATRIC_GIRLS', 'POST_MATRIC_BOYS', 'POST_MATRIC_GIRLS'] as const;
export type HostelType = (typeof HOSTEL_TYPES)[number];

/**
 * What an incomplete institution lacks (the console's incomplete lists). The contract's three make an
 * institution incomplete; x_connection (no CONNECTED X account, docs/spec-notes.md, 'Publishing to X') has its own
 * count and list.
 */
export const MISSING_KINDS = ['warden', 'twitter_id', 'twitter_password', 'x_connection'] as const;
