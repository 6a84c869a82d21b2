import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';

/** Guests go to /login, athletes to their profile editor; parents have no athlete profile to create. */
export function CreateProfileButton() {
  const { user } = useUser();
  if (user && user.role !== 'ATHLETE') return null;
  return (
    <Button asChild size="lg" className="mt-6">
      <Link href={user ? '/my-public-profile' : '/login'}>
        <UserPlus className="size-5" aria-hidden="true" />
        Create Your Profile
      </Link>
    </Button>
  );
}
