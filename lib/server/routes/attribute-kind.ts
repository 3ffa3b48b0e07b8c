import 'server-only';
import { validated } from './http';
import { attributeKindSchema, type AttributeKind } from '../../validation/attributes';

/** The context of a route under `attributes/[kind]`. */
export type KindContext = { params: Promise<{ kind: string; id?: string }> };

/** The list an address names: sizes, colors or styles. */
export async function routeKind({ params }: KindContext): Promise<AttributeKind> {
  return validated(attributeKindSchema, (await params).kind);
}
