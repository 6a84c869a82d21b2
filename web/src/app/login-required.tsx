import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/ui/toast-store';
import { Spinner } from '@/ui/spinner';

/** A signed-out visitor on a members' page: told to log in, then sent to the login page (and back after). */
export function LoginRequired() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    toast({ title: 'Unauthorized', description: 'Please log in to continue.', variant: 'error' });
    const timer = setTimeout(() => navigate(`/login?next=${encodeURIComponent(location)}`, { replace: true }), 500);
    return () => clearTimeout(timer);
  }, [location, navigate]);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Taking you to the login page..." />
    </div>
  );
}
