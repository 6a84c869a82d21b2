import { Check, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { copyText } from '../lib/copy-text';

/** Copies the profile's address; the server answers that address with Open Graph tags for link previews. */
export function ShareButton({ name }: { name: string }) {
  const { t } = useT('profiles');
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href.split('#')[0]!;
    if (await copyText(url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: t('hero.copied'), description: t('hero.copiedText', { name }) });
    } else {
      toast({ title: t('hero.copyFailed'), description: t('hero.copyFailedText', { url }), variant: 'error' });
    }
  };
  return (
    <Button variant="light" onClick={() => void share()}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Share2 className="size-4" aria-hidden="true" />}
      {copied ? t('hero.copied') : t('hero.share')}
    </Button>
  );
}
