import type { FastifyRequest } from 'fastify';
import { messageLanguageOf } from './message-language';
import { messageLink } from './message-link';

const requestWith = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe('the language of a message', () => {
  it('is the page language the `language` header names, before the `lng` cookie', () => {
    expect(messageLanguageOf(requestWith({ language: 'az' }, { lng: 'kz' }))).toBe('az');
  });

  it('is the `lng` cookie of the page the player is on', () => {
    expect(messageLanguageOf(requestWith({ 'accept-language': 'en' }, { lng: 'kz' }))).toBe('kz');
  });

  it("is the browser's first site language without either, ISO tags read as the site's codes", () => {
    expect(messageLanguageOf(requestWith({ 'accept-language': 'de-DE,uk;q=0.8,en;q=0.5' }))).toBe(
      'ua',
    );
  });

  it("is the site's default, Russian, when nothing tells it", () => {
    expect(messageLanguageOf(requestWith({}, { lng: 'xx' }))).toBe('ru');
  });
});

describe('a link in a letter', () => {
  it('leads to the page under the language prefix of the letter', () => {
    expect(messageLink('kz', '/user/activate', 'a-b_c')).toBe('/kz/user/activate?token=a-b_c');
  });
});
