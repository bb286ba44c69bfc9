const COUNT = /^\(\d+\) /;

/** The tab's title with "(n) " in front while n messages wait to be read, and without it otherwise. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
