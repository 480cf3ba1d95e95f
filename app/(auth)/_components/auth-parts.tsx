// Pieces the sign-in screens share: the email field and the way back to sign in.
import Link from "next/link";
import { CardFooter } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="email">Email</Label>
      <Input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="you@yourshop.com"
      />
    </div>
  );
}

export function BackToSignIn() {
  return (
    <CardFooter className="justify-center text-sm">
      <Link href="/login" className="rounded-md px-2 py-2 text-primary underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </CardFooter>
  );
}
