import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Pular para o conteúdo principal
      </a>
      <Navbar />
      <div className="app-body">{children}</div>
      <Footer />
    </div>
  );
}
