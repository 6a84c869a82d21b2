import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/ui/card';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-16">
      <Card className="w-full p-8">
        <div className="flex items-center gap-2">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-700">Did you forget to add the page to the router?</p>
        <Link href="/" className="mt-6 inline-block font-semibold text-brand-600 underline-offset-4 hover:underline">
          Go to the home page
        </Link>
      </Card>
    </div>
  );
}
