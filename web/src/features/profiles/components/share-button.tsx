import { Check, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { copyText } from '../lib/copy-text';

/** Copies the profile's address; the server answers that address with Open Graph tags for link previews. */
export function ShareButton({ name }: { name: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href.split('#')[0]!;
    if (await copyText(url)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: 'Link Copied', description: `Share ${name}'s profile with coaches and scouts.` });
    } else {
      toast({ title: 'Copy Failed', description: `Copy this link instead: ${url}`, variant: 'error' });
    }
  };
  return (
    <Button variant="light" onClick={() => void share()}>
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Share2 className="size-4" aria-hidden="true" />}
      {copied ? 'Link Copied' : 'Share Profile'}
    </Button>
  );
}
