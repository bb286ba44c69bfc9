import { trpc } from '../../lib/trpc';

/** A save changes what visitors see: the public texts are read afresh. */
function useRefreshPublic() {
  const utils = trpc.useUtils();
  return () => {
    void utils.content.siteTexts.invalidate();
    void utils.content.policies.invalidate();
  };
}

export function usePolicyEdits() {
  return trpc.admin.texts.policies.useQuery();
}

export function useSavePolicy() {
  const utils = trpc.useUtils();
  const refresh = useRefreshPublic();
  return trpc.admin.texts.savePolicy.useMutation({
    onSuccess: (saved) => {
      utils.admin.texts.policies.setData(undefined, (current) => current?.map((policy) => (policy.slug === saved.slug ? saved : policy)));
      refresh();
    },
  });
}

export function useSeoTexts() {
  return trpc.admin.texts.seo.useQuery();
}

export function useSaveSeoText() {
  const utils = trpc.useUtils();
  const refresh = useRefreshPublic();
  return trpc.admin.texts.saveSeo.useMutation({
    onSuccess: (texts) => {
      utils.admin.texts.seo.setData(undefined, texts);
      refresh();
    },
  });
}

export function useFooterText() {
  return trpc.admin.texts.footer.useQuery();
}

export function useSaveFooterText() {
  const utils = trpc.useUtils();
  const refresh = useRefreshPublic();
  return trpc.admin.texts.saveFooter.useMutation({
    onSuccess: (footer) => {
      utils.admin.texts.footer.setData(undefined, footer);
      refresh();
    },
  });
}

export function useNotFoundText() {
  return trpc.admin.texts.notFound.useQuery();
}

export function useSaveNotFoundText() {
  const utils = trpc.useUtils();
  const refresh = useRefreshPublic();
  return trpc.admin.texts.saveNotFound.useMutation({
    onSuccess: (text) => {
      utils.admin.texts.notFound.setData(undefined, text);
      refresh();
    },
  });
}

export function usePageTexts() {
  return trpc.admin.texts.pages.useQuery();
}

export function useSavePageText() {
  const utils = trpc.useUtils();
  const refresh = useRefreshPublic();
  return trpc.admin.texts.savePage.useMutation({
    onSuccess: (texts) => {
      utils.admin.texts.pages.setData(undefined, texts);
      refresh();
    },
  });
}
