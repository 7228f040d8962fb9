import { z } from 'zod';

/** Answer shapes of the CD-administration routes, for serialisation and the OpenAPI document. */

export const bearer = [{ bearer: [] }];

export const idParams = z.object({ id: z.coerce.number().int().positive() });

const empresaSchema = z.object({ id: z.number(), nome: z.string() });

export const cdListItemSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  cidade: z.string(),
  uf: z.string(),
  empresas: z.array(empresaSchema),
});

export const cdHourAnswerSchema = z.object({
  idDiaSemana: z.number().describe('1 Sunday … 7 Saturday'),
  hrInicial: z.string().describe('HH:MM:SS'),
  hrFim: z.string().describe('HH:MM:SS; equal to hrInicial when closed'),
});

export const cdDetailSchema = cdListItemSchema.extend({
  horarioCd: z.array(cdHourAnswerSchema).describe('the seven weekdays; a missing one is closed 00:00:00-00:00:00'),
});

export const gateHourAnswerSchema = z.object({
  id: z.number().optional(),
  idDiaSemana: z.number(),
  hrInicial: z.string(),
  hrFim: z.string(),
  intervalo: z.number().describe('hours between slot starts'),
  capacidade: z.number().describe('volumes a slot receives; 0 closes the day'),
  carga: z.number().describe('loads per slot; 1 without dynamic capacity'),
});

export const gateSchema = z.object({
  id: z.number(),
  idCd: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  capacidadeDinamica: z.boolean(),
  horarios: z.array(gateHourAnswerSchema),
});

export const cdExceptionSchema = z.object({
  id: z.number(),
  idCd: z.number(),
  data: z.string().describe('YYYY-MM-DD'),
  descricao: z.string(),
});

export const gateVariationSchema = z.object({
  id: z.number(),
  idPortao: z.number(),
  motivo: z.string(),
  dataInicial: z.string().describe('a Sunday'),
  dataFinal: z.string().describe('dataInicial + 6'),
  novosHorarios: z.array(gateHourAnswerSchema),
  usuario: z.string().nullable().describe('login of the creator or last editor'),
});

export const variationDatesSchema = z.object({
  maiorData: z.string().nullable().describe("the last day the gate's variations cover"),
  dataMinima: z.string().describe('the earliest Sunday a new variation may start'),
});

export const noContent = z.null().describe('No content');
