/** E-mail and password, checked before sending (valid e-mail, password of at least 3 characters). */
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFormProps {
  onSubmit: (email: string, password: string) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const emailError = EMAIL.test(email.trim()) ? null : 'Enter a valid e-mail address.';
  const passwordError = password.length >= 3 ? null : 'The password has at least 3 characters.';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (emailError || passwordError) return;
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormGroup
        label="E-mail"
        labelFor="login-email"
        intent={touched && emailError ? Intent.DANGER : Intent.NONE}
        helperText={touched ? emailError : undefined}
      >
        <InputGroup
          id="login-email"
          type="email"
          autoComplete="username"
          autoFocus
          size="large"
          value={email}
          onValueChange={setEmail}
        />
      </FormGroup>
      <FormGroup
        label="Password"
        labelFor="login-password"
        intent={touched && passwordError ? Intent.DANGER : Intent.NONE}
        helperText={touched ? passwordError : undefined}
      >
        <InputGroup
          id="login-password"
          type="password"
          autoComplete="current-password"
          size="large"
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={busy} text="Sign in" />
    </form>
  );
}
