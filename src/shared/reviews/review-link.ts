import { paths } from '../paths';

/** What a review request's link carries: the booking's reference and a token the server signed for it. */
export interface ReviewAccess {
  reference: string;
  token: string;
}

const PARAMS = { reference: 'ref', token: 'token' } as const;

/** The review form's address for a booking (/review?ref=…&token=…); `origin` makes it absolute. */
export function reviewUrl(access: ReviewAccess, origin = ''): string {
  const query = new URLSearchParams({ [PARAMS.reference]: access.reference, [PARAMS.token]: access.token });
  return `${origin}${paths.review}?${query.toString()}`;
}

/** The reference and token a review form address carries (unchecked: empty when missing). */
export function reviewAccessOf(search: URLSearchParams): ReviewAccess {
  return { reference: search.get(PARAMS.reference) ?? '', token: search.get(PARAMS.token) ?? '' };
}
