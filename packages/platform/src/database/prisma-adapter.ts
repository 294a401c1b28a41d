import { PrismaPg } from '@prisma/adapter-pg';

/** The driver adapter a service passes to its generated client: `new PrismaClient({ adapter })`. */
export function createPrismaAdapter(url: string): PrismaPg {
  return new PrismaPg({ connectionString: url });
}
