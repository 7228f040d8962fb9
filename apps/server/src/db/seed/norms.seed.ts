import { addDays, saoPauloInstant } from '@portal/domain';
import type { Tx } from '../../platform/database';
import { norms } from '../schema/index';

/**
 * The norms a producer declaration of the demo is audited against: Brazilian technical standards for apparel and
 * home goods, the quality and social standards the group's suppliers follow, and the rules of origin of the trade
 * agreements an order's goods may claim. Three are inactive (replaced or no longer asked for).
 */
export const DEMO_NORMS: readonly { code: string; description: string; active: boolean }[] = [
  {
    code: 'ABNT NBR 15800',
    description:
      'Vestuário - Referenciais de medidas do corpo humano - Vestibilidade de roupas para bebê e infanto-juvenil',
    active: true,
  },
  {
    code: 'ABNT NBR 16060',
    description:
      'Vestuário - Referenciais de medidas do corpo humano - Vestibilidade para homens corpo tipo normal, atlético e especial',
    active: true,
  },
  {
    code: 'ABNT NBR 16933',
    description:
      'Vestuário - Referenciais de medidas do corpo humano - Vestibilidade para mulheres corpo tipo retângulo, colher e triângulo invertido',
    active: true,
  },
  {
    code: 'ABNT NBR 13377',
    description:
      'Medidas do corpo humano para vestuário - Padrões referenciais (substituída pelas NBR 15800, 16060 e 16933)',
    active: false,
  },
  {
    code: 'ABNT NBR ISO 3758',
    description: 'Têxteis - Código de etiquetagem de cuidados usando símbolos',
    active: true,
  },
  { code: 'ABNT NBR 16365', description: 'Segurança de roupas infantis - Cordões e cordões ajustáveis', active: true },
  {
    code: 'INMETRO Portaria 118/2021',
    description: 'Regulamento técnico de etiquetagem de produtos têxteis (composição, país de origem, cuidados)',
    active: true,
  },
  { code: 'ISO 9001:2015', description: 'Sistemas de gestão da qualidade - Requisitos', active: true },
  {
    code: 'ISO 14001:2015',
    description: 'Sistemas de gestão ambiental - Requisitos com orientações para uso',
    active: true,
  },
  { code: 'ABVTEX', description: 'Programa de Qualificação de Fornecedores para o Varejo da ABVTEX', active: true },
  {
    code: 'Mercosul ACE-18',
    description: 'Regime de Origem Mercosul - Acordo de Complementação Econômica nº 18 (Dec. 9.297/2018)',
    active: true,
  },
  {
    code: 'ALADI Res. 252',
    description: 'Regime Geral de Origem da ALADI - Resolução 252 do Comitê de Representantes',
    active: true,
  },
  {
    code: 'ACE-35 Mercosul-Chile',
    description: 'Regras de origem do Acordo de Complementação Econômica nº 35 Mercosul-Chile',
    active: true,
  },
  {
    code: 'ACE-59 Mercosul-CAN',
    description: 'Regras de origem do Acordo de Complementação Econômica nº 59 Mercosul-Comunidade Andina',
    active: false,
  },
  {
    code: 'Mercosul Dec. CMC 01/04',
    description: 'Regime de Origem Mercosul anterior ao ACE-18, 77º Protocolo Adicional (revogado)',
    active: false,
  },
];

/** Writes the demo's norms, registered over the months before the demo's today; their ids by code. */
export async function seedNorms(tx: Tx, today: string): Promise<Map<string, number>> {
  const rows = DEMO_NORMS.map((norm, position) => {
    const at = saoPauloInstant(addDays(today, -400 + position * 17), '10:30:00');
    return { ...norm, createdAt: at, updatedAt: at };
  });
  const inserted = await tx.insert(norms).values(rows).returning({ id: norms.id, code: norms.code });
  return new Map(inserted.map((row) => [row.code, row.id]));
}
