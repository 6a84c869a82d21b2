import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  alumni,
  athleteLinks,
  athleteRegistrations,
  athleteProfiles,
  contentPosts,
  subscriptions,
  pickupGames,
  postLikes,
  programs,
  sessionPacks,
  trainingSessions,
  users,
} from '../schema/index.ts';
import type { User } from '../schema/users.ts';
import { hashPassword } from '../../features/auth/service.ts';
import { ensureFirstVersion, latestVersion } from '../../features/waivers/versions.ts';
import { waiverSignatures } from '../schema/waivers.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { seedLibrary } from './library.ts';
import { facilityDate, facilityInstant, weekdayOf } from './time.ts';
import { seedPastDueMember } from './dunning.ts';
import { seedTeamReports } from './team-reports.ts';
import { seedTestDays } from './test-days.ts';
import { DEMO_BOOKING_OPENS_DAYS } from '../../../common/booking-window.ts';
import { seedTrainingPlans } from './training-plans.ts';

export const DEMO_PASSWORD = 'octane-demo-2026';
export const DEMO_ACCOUNTS = {
  ATHLETE: 'athlete@demo.octane.test',
  COACH: 'coach@demo.octane.test',
  PARENT: 'parent@demo.octane.test',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Loads the demo data once: does nothing when any user exists. Returns whether it seeded. */
export async function seedDemo(db: Db, tz: string, now = new Date(), storage?: ObjectStorage): Promise<boolean> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values([
        {
          email: DEMO_ACCOUNTS.ATHLETE,
          passwordHash,
          emailVerifiedAt: new Date(),
          firstName: 'Jordan',
          lastName: 'Rivera',
          role: 'ATHLETE',
          subscriptionTier: 'PRO',
          age: 15,
          sport: 'Basketball',
          position: 'Point Guard',
        },
        {
          email: DEMO_ACCOUNTS.COACH,
          passwordHash,
          emailVerifiedAt: new Date(),
          firstName: 'Marcus',
          lastName: 'Bell',
          role: 'COACH',
          coachStatus: 'APPROVED',
          isStaff: true,
          profileImageUrl: '/images/coaches/marcus-bell.svg',
        },
        { email: DEMO_ACCOUNTS.PARENT, passwordHash, emailVerifiedAt: new Date(), firstName: 'Dana', lastName: 'Rivera', role: 'PARENT' },
        {
          email: 'coach.alvarez@demo.octane.test',
          passwordHash,
          emailVerifiedAt: new Date(),
          firstName: 'Sofia',
          lastName: 'Alvarez',
          role: 'COACH',
          coachStatus: 'APPROVED',
          profileImageUrl: '/images/coaches/sofia-alvarez.svg',
        },
      ])
      .returning();
    const [athlete, coach, parent, coach2] = people as [User, User, User, User];

    // Other athletes with public profiles, so the directory has people to find.
    const others = await tx
      .insert(users)
      .values([
        {
          email: 'maya.chen@demo.octane.test',
          passwordHash,
          emailVerifiedAt: new Date(),
          firstName: 'Maya',
          lastName: 'Chen',
          role: 'ATHLETE',
          age: 13,
          sport: 'Track & Field',
          position: 'Sprints',
        },
        {
          email: 'leo.martins@demo.octane.test',
          passwordHash,
          emailVerifiedAt: new Date(),
          firstName: 'Leo',
          lastName: 'Martins',
          role: 'ATHLETE',
          age: 16,
          sport: 'Soccer',
          position: 'Midfielder',
        },
        {
          email: 'ava.johnson@demo.octane.test',
          passwordHash,
          emailVerifiedAt: new Date(),
          firstName: 'Ava',
          lastName: 'Johnson',
          role: 'ATHLETE',
          age: 17,
          sport: 'Basketball',
          position: 'Shooting Guard',
        },
      ])
      .returning();
    const profile = (u: User, over: Partial<typeof athleteProfiles.$inferInsert>) => ({
      userId: u.id,
      slug: `${u.firstName}-${u.lastName}`.toLowerCase(),
      displayName: `${u.firstName} ${u.lastName}`,
      isPublic: true,
      primarySport: u.sport,
      position: u.position,
      ...over,
    });
    await tx.insert(athleteProfiles).values([
      profile(athlete, {
        bio: 'Point guard who loves to push the pace. Working on my left hand and my jumper.',
        teamName: 'Charlotte Elite 16U',
        graduationYear: 2028,
        height: `5'10"`,
        weight: '150 lb',
        location: 'Charlotte, NC',
        gender: 'Male',
        achievements: ['Conference All-Star 2025', 'Team captain'],
      }),
      profile(others[0]!, {
        bio: 'Sprinter chasing the 100m state record. Fastest 40 in the Speed Lab.',
        teamName: 'Queen City Track Club',
        graduationYear: 2031,
        location: 'Matthews, NC',
        gender: 'Female',
        achievements: ['4.9s 40-yard dash'],
      }),
      profile(others[1]!, {
        bio: 'Box-to-box midfielder. Two-footed, always first to the ball.',
        teamName: 'Charlotte Independence Academy',
        graduationYear: 2028,
        location: 'Huntersville, NC',
        gender: 'Male',
        achievements: ['State Cup finalist'],
      }),
      profile(others[2]!, {
        bio: 'Shooter with range. Working on creating off the dribble.',
        teamName: 'Lady Hornets 17U',
        graduationYear: 2027,
        location: 'Concord, NC',
        gender: 'Female',
        achievements: ['1,000 career points'],
      }),
    ]);

    // The demo athlete is on Pro for a month (no saved card: the renewal will return them to Free).
    const monthLater = new Date(now);
    monthLater.setMonth(monthLater.getMonth() + 1);
    await tx.insert(subscriptions).values({ userId: athlete.id, planName: 'PRO', currentPeriodStart: now, currentPeriodEnd: monthLater });

    await tx.insert(athleteLinks).values({
      parentId: parent.id,
      athleteId: athlete.id,
      email: athlete.email,
      firstName: athlete.firstName,
      lastName: athlete.lastName,
      age: athlete.age,
      status: 'ACTIVE',
    });

    // The demo athletes have signed the waiver and given an emergency contact (bookings need both).
    const waiverFor = (u: User, parentName: string | null) => ({
      userId: u.id,
      athleteName: `${u.firstName} ${u.lastName}`,
      athleteAge: u.age ?? 15,
      address: '1200 Training Way',
      city: 'Charlotte',
      state: 'NC',
      zipCode: '28202',
      emergencyContactName: parentName ?? 'Sam Rivera',
      emergencyContactPhone: '7045550142',
      emergencyContactRelation: 'Parent',
      liabilityAgreement: true,
      parentName,
      waiverAcceptedAt: now,
    });
    await tx
      .insert(athleteRegistrations)
      .values([waiverFor(athlete, `${parent.firstName} ${parent.lastName}`), ...others.map((o) => waiverFor(o as User, null))]);
    // Each signed by a parent or guardian (all four are minors): Jordan's by the demo parent's account,
    // the others' by a guardian without an account of their own here (decision 043).
    await ensureFirstVersion(tx);
    const current = await latestVersion(tx);
    const guardianNames = ['Wei Chen', 'Ana Martins', 'Denise Johnson'];
    await tx.insert(waiverSignatures).values([
      {
        athleteId: athlete.id,
        versionId: current.id,
        signedBy: parent.id,
        signerRole: 'GUARDIAN',
        signerName: `${parent.firstName} ${parent.lastName}`,
        athleteAge: athlete.age,
        language: 'en',
        signedAt: now,
      },
      ...others.map((o, i) => ({
        athleteId: o.id,
        versionId: current.id,
        signedBy: null,
        signerRole: 'GUARDIAN',
        signerName: guardianNames[i] ?? 'Guardian',
        athleteAge: o.age,
        language: i === 1 ? 'es' : 'en',
        signedAt: now,
      })),
    ]);

    const progs = await tx
      .insert(programs)
      .values([
        {
          name: 'Basketball Elite',
          nameEs: 'Básquetbol Élite',
          descriptionEs: 'Manejo de balón avanzado, mecánica de tiro e inteligencia de juego para jugadores competitivos.',
          type: 'BASKETBALL',
          priceCents: 8000,
          durationMinutes: 120,
          displayOrder: 1,
          imageUrl: '/images/programs/basketball.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'Advanced ball handling, shooting mechanics and game IQ for competitive players.',
        },
        {
          name: 'Basketball Fundamentals',
          nameEs: 'Básquetbol Fundamentos',
          descriptionEs: 'Juego de pies, dribleo y forma de tiro para jugadores nuevos que construyen una base sólida.',
          type: 'BASKETBALL',
          priceCents: 8000,
          durationMinutes: 90,
          displayOrder: 2,
          imageUrl: '/images/programs/basketball.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'Footwork, dribbling and shooting form for newer players building a strong base.',
        },
        {
          name: 'Soccer Elite',
          nameEs: 'Fútbol Élite',
          descriptionEs: 'Sesiones técnicas y tácticas de alta intensidad para jugadores de club y academia.',
          type: 'SOCCER',
          priceCents: 8000,
          durationMinutes: 120,
          displayOrder: 3,
          imageUrl: '/images/programs/soccer.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'High-tempo technical and tactical sessions for club and academy players.',
        },
        {
          name: 'Soccer Fundamentals',
          nameEs: 'Fútbol Fundamentos',
          descriptionEs: 'Primer toque, pases y dominio del balón en juegos reducidos.',
          type: 'SOCCER',
          priceCents: 8000,
          durationMinutes: 90,
          displayOrder: 4,
          imageUrl: '/images/programs/soccer.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'First touch, passing and ball mastery in small-sided games.',
        },
        {
          name: 'Football Skills & Drills',
          nameEs: 'Fútbol Americano: Técnica y Ejercicios',
          descriptionEs: 'Juego de pies por posición, rutas, recepción y técnica de tacleo.',
          type: 'FOOTBALL',
          priceCents: 7000,
          durationMinutes: 90,
          displayOrder: 5,
          imageUrl: '/images/programs/football.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'Position-specific footwork, route running, catching and tackling technique.',
        },
        {
          name: 'Speed & Agility Fundamentals',
          nameEs: 'Velocidad y Agilidad Fundamentos',
          descriptionEs: 'Aceleración, cambios de dirección y mecánica de carrera en grupos por edad.',
          type: 'SPEED_AGILITY',
          priceCents: 4500,
          durationMinutes: 60,
          displayOrder: 6,
          imageUrl: '/images/programs/speed-agility.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'Acceleration, change of direction and sprint mechanics in age-specific groups.',
        },
        {
          name: 'Private Training',
          nameEs: 'Entrenamiento Privado',
          descriptionEs: 'Entrenamiento individual según tus metas, en cualquier deporte.',
          type: 'PRIVATE',
          priceCents: 12000,
          durationMinutes: 60,
          displayOrder: 7,
          imageUrl: '/images/programs/private.svg',
          bookingOpensDays: DEMO_BOOKING_OPENS_DAYS,
          description: 'One-on-one coaching built around your goals, any sport.',
        },
      ])
      .returning();
    const byName = Object.fromEntries(progs.map((p) => [p.name, p]));

    // Weekly pattern: [program, weekdays (0 = Sunday), time, title, coach, spots, location, age group (issue 29)]
    type Ages = { minAge: number | null; maxAge: number | null };
    const anyAge: Ages = { minAge: null, maxAge: null };
    const pattern: Array<[string, number[], string, string | null, number, number, string, Ages]> = [
      ['Basketball Elite', [1, 3], '17:30:00', null, coach.id, 12, 'Court 1', anyAge],
      ['Basketball Fundamentals', [2, 4], '16:00:00', null, coach.id, 14, 'Court 2', anyAge],
      ['Soccer Elite', [2, 4], '18:00:00', null, coach2.id, 16, 'Turf Field', anyAge],
      ['Soccer Fundamentals', [6], '10:00:00', null, coach2.id, 16, 'Turf Field', anyAge],
      ['Football Skills & Drills', [3, 6], '11:30:00', null, coach.id, 18, 'Turf Field', anyAge],
      ['Speed & Agility Fundamentals', [1, 3, 5, 6], '07:00:00', 'Ages 5-7', coach2.id, 10, 'Speed Lab', { minAge: 5, maxAge: 7 }],
      ['Speed & Agility Fundamentals', [1, 3, 5, 6], '08:00:00', 'Ages 8-11', coach2.id, 10, 'Speed Lab', { minAge: 8, maxAge: 11 }],
      ['Speed & Agility Fundamentals', [1, 3, 5, 6], '09:00:00', 'Ages 12+', coach.id, 10, 'Speed Lab', { minAge: 12, maxAge: null }],
      ['Private Training', [1, 2, 3, 4, 5], '15:00:00', 'One-on-one', coach.id, 1, 'Studio', anyAge],
    ];
    // Spanish versions of the sessions' own text (decision 066).
    const LOCATION_ES: Record<string, string> = {
      'Court 1': 'Cancha 1',
      'Court 2': 'Cancha 2',
      'Turf Field': 'Campo de césped',
      'Speed Lab': 'Laboratorio de velocidad',
      Studio: 'Estudio',
    };
    const TITLE_ES: Record<string, string> = {
      'Ages 5-7': 'De 5 a 7 años',
      'Ages 8-11': 'De 8 a 11 años',
      'Ages 12+': '12 años o más',
      'One-on-one': 'Individual',
    };
    const sessionRows = [];
    for (let d = 1; d <= 14; d++) {
      const date = facilityDate(tz, d, now);
      for (const [name, days, time, title, coachId, spots, location, ages] of pattern) {
        if (!days.includes(weekdayOf(date))) continue;
        sessionRows.push({
          programId: byName[name]!.id,
          sessionTitle: title,
          sessionTitleEs: title ? (TITLE_ES[title] ?? null) : null,
          date,
          time,
          startsAt: facilityInstant(tz, date, time),
          totalSpots: spots,
          availableSpots: spots,
          location,
          locationEs: LOCATION_ES[location] ?? null,
          coachId,
          ...ages,
        });
      }
    }
    await tx.insert(trainingSessions).values(sessionRows);
    // Session packs (issue 18): credits bought once and used over time.
    await tx.insert(sessionPacks).values([
      {
        name: '10-Session Pack',
        credits: 10,
        priceCents: 65000,
        validityDays: 120,
        programIds: [],
        description: 'Ten sessions of any program, valid for four months. Share them with every athlete on your account.',
        nameEs: 'Paquete de 10 sesiones',
        descriptionEs: 'Diez sesiones de cualquier programa, válidas por cuatro meses. Compártelas con cada atleta de tu cuenta.',
      },
      {
        name: 'Speed & Agility 5-Pack',
        credits: 5,
        priceCents: 20000,
        validityDays: 60,
        programIds: [byName['Speed & Agility Fundamentals']!.id],
        description: 'Five Speed & Agility sessions at $40 each, valid for two months.',
        nameEs: 'Paquete de 5 de Velocidad y Agilidad',
        descriptionEs: 'Cinco sesiones de Velocidad y Agilidad a $40 cada una, válidas por dos meses.',
      },
    ]);

    const posts = await tx
      .insert(contentPosts)
      .values([
        {
          title: 'U14 Soccer Wins the Fall Tournament',
          content: 'Our U14 squad went unbeaten through four games to lift the trophy. Proud of every player and parent who made the early starts.',
          titleEs: 'El equipo sub-14 de fútbol gana el torneo de otoño',
          contentEs: 'Nuestro equipo sub-14 ganó los cuatro partidos y levantó el trofeo. Orgullosos de cada jugador y de cada familia que madrugó.',
          imageUrl: '/images/news/tournament.svg',
          coachId: coach2.id,
          createdAt: new Date(now.getTime() - 40 * 60 * 1000),
        },
        {
          title: 'Congratulations to Our State Championship Qualifiers',
          content: 'Six Octane athletes qualified for the state track championship this season. Congratulations on the work you put in!',
          titleEs: 'Felicidades a nuestros clasificados al campeonato estatal',
          contentEs: 'Seis atletas de Octane se clasificaron este año para el campeonato estatal de atletismo. ¡Felicidades por todo su trabajo!',
          imageUrl: '/images/news/championship.svg',
          coachId: coach.id,
          createdAt: new Date(now.getTime() - 5 * 60 * 60 * 1000),
        },
        {
          title: 'Tip of the Week: First-Step Quickness',
          content: 'Lean from the ankles, push the ground back and keep your first two steps short and powerful. Film yourself and compare.',
          titleEs: 'Consejo de la semana: rapidez en el primer paso',
          contentEs: 'Inclínate desde los tobillos, empuja el suelo hacia atrás y da los dos primeros pasos cortos y potentes. Grábate y compara.',
          imageUrl: '/images/news/tip.svg',
          coachId: coach2.id,
          createdAt: new Date(now.getTime() - 20 * 60 * 60 * 1000),
        },
        {
          title: 'Weekend Skills Showcase Recap',
          content: "Over 60 athletes showed off their progress at Saturday's showcase. Highlights are up on our player profiles.",
          titleEs: 'Resumen de la exhibición de habilidades del fin de semana',
          contentEs: 'Más de 60 atletas mostraron su progreso en la exhibición del sábado. Los mejores momentos están en los perfiles de los jugadores.',
          imageUrl: '/images/news/weekend.svg',
          coachId: coach.id,
          createdAt: new Date(now.getTime() - 30 * 60 * 60 * 1000),
        },
        {
          title: 'Technique Focus: Shooting Arc',
          content: 'Aim for a 45 to 50 degree release angle. Hold your follow-through until the ball hits the rim.',
          titleEs: 'Técnica: el arco del tiro',
          contentEs: 'Busca un ángulo de salida de 45 a 50 grados. Mantén el brazo extendido hasta que el balón toque el aro.',
          imageUrl: '/images/news/technique.svg',
          coachId: coach.id,
          createdAt: new Date(now.getTime() - 3 * DAY_MS),
        },
        {
          title: 'New Equipment in the Speed Lab',
          content: 'Laser timing gates and a new sled track are ready. Ask your coach to test your 10-yard split.',
          titleEs: 'Equipamiento nuevo en el Speed Lab',
          contentEs: 'Ya están listas las fotocélulas láser y una nueva pista para trineo. Pide a tu entrenador que mida tus primeras 10 yardas.',
          imageUrl: '/images/news/equipment.svg',
          coachId: coach.id,
          createdAt: new Date(now.getTime() - 4 * DAY_MS),
        },
        {
          title: 'Practice Plan: Ball Mastery at Home',
          content: 'Ten minutes a day: toe taps, sole rolls and inside-outside touches. Track your reps and upload a clip for feedback.',
          titleEs: 'Plan de práctica: dominio del balón en casa',
          contentEs:
            'Diez minutos al día: toques con la punta, rodadas con la planta y toques por dentro y por fuera. Cuenta tus repeticiones y sube un video para recibir comentarios.',
          imageUrl: '/images/news/practice.svg',
          coachId: coach2.id,
          createdAt: new Date(now.getTime() - 6 * DAY_MS),
        },
        {
          title: 'Shoutout: Maya Breaks the 40-Yard Record',
          content: 'Maya ran a 4.9 40-yard dash, the fastest ever by a 13-year-old at our facility. Huge shoutout!',
          titleEs: 'Reconocimiento: Maya bate el récord de las 40 yardas',
          contentEs: 'Maya corrió las 40 yardas en 4.9, lo más rápido de una atleta de 13 años en nuestro centro. ¡Enhorabuena!',
          imageUrl: '/images/news/shoutout.svg',
          coachId: coach2.id,
          createdAt: new Date(now.getTime() - 8 * DAY_MS),
        },
      ])
      .returning();
    await tx.insert(postLikes).values([
      { postId: posts[0]!.id, userId: athlete.id },
      { postId: posts[0]!.id, userId: parent.id },
      { postId: posts[2]!.id, userId: athlete.id },
      { postId: posts[4]!.id, userId: athlete.id },
    ]);

    await tx.insert(alumni).values([
      {
        slug: 'tyler-brooks',
        fullName: 'Tyler Brooks',
        currentStatus: 'NCAA Division I',
        currentTeam: 'Wake Forest Demon Deacons',
        octaneYears: '2016-2021',
        primarySport: 'Soccer',
        position: 'Midfielder',
        graduationYear: 2021,
        achievements: ['All-Conference First Team', 'State Cup Champion', 'Team Captain'],
        quote: 'The speed work at Octane changed how I play the game.',
        careerHighlights: 'Started 58 straight games as a collegiate midfielder.',
        bio: 'Tyler joined Octane at 12 and trained three days a week through high school.',
        currentStatusEs: 'NCAA División I',
        achievementsEs: ['Primer equipo de toda la conferencia', 'Campeón de la Copa Estatal', 'Capitán del equipo'],
        quoteEs: 'El trabajo de velocidad en Octane cambió mi forma de jugar.',
        careerHighlightsEs: 'Fue titular en 58 partidos seguidos como mediocampista universitario.',
        bioEs: 'Tyler llegó a Octane a los 12 años y entrenó tres días por semana durante toda la secundaria.',
        youngImageUrl: '/images/alumni/tyler-brooks-young.svg',
        proImageUrl: '/images/alumni/tyler-brooks-pro.svg',
        socialLinks: { instagram: 'https://instagram.com/' },
        accomplishments: { college: 'Wake Forest University', gpa: '3.7' },
        featured: true,
      },
      {
        slug: 'aaliyah-grant',
        fullName: 'Aaliyah Grant',
        currentStatus: 'Professional',
        currentTeam: 'Carolina Courage Academy',
        octaneYears: '2014-2019',
        primarySport: 'Track & Field',
        position: 'Sprints',
        graduationYear: 2019,
        achievements: ['State 100m Champion', 'All-American', 'School Record Holder', 'Junior Olympics Finalist'],
        quote: 'Every tenth of a second was earned in the Speed Lab.',
        careerHighlights: 'Ran 11.42 in the 100m as a senior.',
        bio: 'Aaliyah came to Octane for speed work and stayed for five seasons.',
        currentStatusEs: 'Profesional',
        achievementsEs: ['Campeona estatal de 100 m', 'All-American', 'Récord de la escuela', 'Finalista de los Juegos Olímpicos Juveniles'],
        quoteEs: 'Cada décima de segundo se ganó en el Laboratorio de velocidad.',
        careerHighlightsEs: 'Corrió los 100 m en 11,42 en su último año de secundaria.',
        bioEs: 'Aaliyah vino a Octane a trabajar la velocidad y se quedó cinco temporadas.',
        youngImageUrl: '/images/alumni/aaliyah-grant-young.svg',
        proImageUrl: '/images/alumni/aaliyah-grant-pro.svg',
        socialLinks: { twitter: 'https://x.com/' },
        accomplishments: { personal_best_100m: '11.42s', personal_best_200m: '23.60s' },
        featured: true,
      },
      {
        slug: 'devin-carter',
        fullName: 'Devin Carter',
        currentStatus: 'NCAA Division II',
        currentTeam: 'Queens Royals',
        octaneYears: '2017-2022',
        primarySport: 'Basketball',
        position: 'Point Guard',
        graduationYear: 2022,
        achievements: ['Conference Player of the Year', '1,000 Career Points'],
        quote: 'Coach Bell taught me to see the floor.',
        careerHighlights: 'Averaged 18.4 points as a senior.',
        bio: 'Devin trained in Basketball Elite from eighth grade on.',
        currentStatusEs: 'NCAA División II',
        achievementsEs: ['Jugador del año de la conferencia', '1.000 puntos en su carrera'],
        quoteEs: 'El entrenador Bell me enseñó a leer la cancha.',
        careerHighlightsEs: 'Promedió 18,4 puntos en su último año.',
        bioEs: 'Devin entrenó en Básquetbol Élite desde octavo grado.',
        youngImageUrl: '/images/alumni/devin-carter-young.svg',
        proImageUrl: '/images/alumni/devin-carter-pro.svg',
        socialLinks: { linkedin: 'https://linkedin.com/' },
        accomplishments: { ppg: '18.4', assists_per_game: '6.1' },
        featured: false,
      },
      {
        slug: 'marcus-lee',
        fullName: 'Marcus Lee',
        currentStatus: 'NCAA Division I',
        currentTeam: 'App State Mountaineers',
        octaneYears: '2015-2020',
        primarySport: 'Football',
        position: 'Wide Receiver',
        graduationYear: 2020,
        achievements: ['All-State Wide Receiver', 'Team MVP'],
        quote: 'Route running is footwork, and footwork is practice.',
        careerHighlights: '42 receptions as a redshirt freshman.',
        bio: 'Marcus trained football and speed programs for five years.',
        currentStatusEs: 'NCAA División I',
        achievementsEs: ['Receptor abierto del equipo estatal', 'Jugador más valioso del equipo'],
        quoteEs: 'Correr rutas es trabajo de pies, y el trabajo de pies es práctica.',
        careerHighlightsEs: '42 recepciones como novato redshirt.',
        bioEs: 'Marcus entrenó en los programas de fútbol americano y de velocidad durante cinco años.',
        youngImageUrl: '/images/alumni/marcus-lee-young.svg',
        proImageUrl: '/images/alumni/marcus-lee-pro.svg',
        socialLinks: {},
        accomplishments: { college: 'Appalachian State University' },
        featured: false,
      },
    ]);

    // Spanish titles and places (decision 066).
    const GAME_ES: Record<string, string> = {
      'Friday Night Runs 5v5': 'Partidos del viernes 5 contra 5',
      'Open Pitch 11v11': 'Cancha abierta 11 contra 11',
      'Flag Football 7v7': 'Flag football 7 contra 7',
      'Lunchtime Hoops 5v5': 'Básquet al mediodía 5 contra 5',
    };
    const game = (
      d: number,
      sport: 'basketball' | 'soccer' | 'flag_football',
      title: string,
      start: string,
      end: string,
      max: number,
      cost: number,
      skillLevel: string,
      location: string,
    ) => {
      const date = facilityDate(tz, d, now);
      return {
        title,
        titleEs: GAME_ES[title] ?? null,
        sport,
        date,
        startTime: start,
        endTime: end,
        startsAt: facilityInstant(tz, date, start),
        maxPlayers: max,
        cost,
        skillLevel,
        location,
        locationEs: LOCATION_ES[location] ?? null,
      };
    };
    await tx
      .insert(pickupGames)
      .values([
        game(2, 'basketball', 'Friday Night Runs 5v5', '19:00:00', '21:00:00', 10, 1000, 'Intermediate', 'Court 1'),
        game(3, 'soccer', 'Open Pitch 11v11', '09:00:00', '11:00:00', 22, 0, 'All levels', 'Turf Field'),
        game(5, 'flag_football', 'Flag Football 7v7', '17:00:00', '18:30:00', 14, 500, 'Beginner', 'Turf Field'),
        game(8, 'basketball', 'Lunchtime Hoops 5v5', '12:00:00', '13:30:00', 10, 0, 'Advanced', 'Court 2'),
      ]);
    await seedTrainingPlans(tx, tz, coach.id, athlete.id, now);
    await seedTestDays(tx, tz, passwordHash, { athlete, parent, staffId: coach.id }, now);
    await seedTeamReports(tx, tz, passwordHash, { coach, athlete }, now);
    await seedPastDueMember(tx, passwordHash, now);
  });
  await seedLibrary(db, storage, DEMO_ACCOUNTS.COACH);
  return true;
}
