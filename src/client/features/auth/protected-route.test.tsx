import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { AuthContext, useAuth, type AuthState } from './auth-provider';
import { ProtectedRoute } from './protected-route';

function authState(overrides: Partial<AuthState>): AuthState {
  return {
    user: null,
    isLoading: false,
    login: async () => Promise.reject(new Error('unused')),
    register: async () => Promise.reject(new Error('unused')),
    logout: async () => undefined,
    isLoggingOut: false,
    ...overrides,
  };
}

function renderAt(path: string, state: AuthState) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AuthContext.Provider value={state}>
        <ProtectedRoute>
          <h1>Bookings</h1>
        </ProtectedRoute>
      </AuthContext.Provider>
    </Router>,
  );
  return location;
}

describe('ProtectedRoute (spec §2)', () => {
  it('shows a centred spinner while the user is loading', () => {
    renderAt('/admin/bookings', authState({ isLoading: true }));
    screen.getByRole('status', { name: 'Checking your sign-in' });
    expect(screen.queryByRole('heading', { name: 'Bookings' })).toBeNull();
  });

  it('sends a visitor with no user to /auth', () => {
    const location = renderAt('/admin/bookings', authState({}));
    expect(location.history.at(-1)).toBe('/auth');
    expect(screen.queryByRole('heading', { name: 'Bookings' })).toBeNull();
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/admin/bookings', authState({ user: { id: '1', name: 'Leilani', email: 'l@example.com', role: 'owner' } }));
    screen.getByRole('heading', { name: 'Bookings' });
  });
});

describe('useAuth', () => {
  it('throws when used outside its provider', () => {
    function Orphan() {
      useAuth();
      return null;
    }
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    const original = console.error;
    console.error = () => undefined; // React reports the thrown error; it is the expected outcome here.
    try {
      expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = original;
      window.removeEventListener('error', swallow);
    }
  });
});
