/** Link to a new issue in the site's repository, pre-filled with the page's address. */
export function issueUrlForPage(repositoryUrl: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Docs: problem on ${new URL(pageUrl).pathname}`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing:\n`,
  });
  return `${repositoryUrl}/issues/new?${params.toString()}`;
}
