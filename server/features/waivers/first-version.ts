/**
 * Version 1 of the liability waiver, created at start-up when no version exists (decision 043).
 * Staff replace it from the workspace; every save there is a new version.
 */
export const FIRST_WAIVER_EN = `RELEASE OF LIABILITY, ASSUMPTION OF RISK AND MEDICAL CONSENT

Please read this document carefully. By signing it you give up certain legal rights.

1. Activities. The athlete named below will take part in sports performance training at the facility and at places the facility uses: strength and conditioning, speed and agility work, sport-specific drills, scrimmages and pickup games, testing (such as jumps and sprints), and video analysis of training.

2. Assumption of risk. Athletic training involves physical exertion and contact with people, equipment and surfaces. It carries risks that cannot be removed entirely, including sprains, strains, fractures, concussion, heat illness, cardiac events and, rarely, serious injury or death. These risks can arise from the athlete's own actions, from other participants, from equipment, or from the condition of the facility. I understand these risks and voluntarily accept them on behalf of the athlete.

3. Fitness to take part. I confirm that the athlete is physically able to take part, that any medical condition, allergy, injury or medication that may affect training has been disclosed to the coaching staff, and that I will tell staff promptly of any change. The athlete will follow coaches' instructions, use the equipment as shown, and stop and tell a coach about any pain, dizziness or injury.

4. Medical consent. If the athlete is injured or becomes ill and I cannot be reached at once, I authorise the facility's staff to give first aid and to obtain emergency medical care, including transport to a hospital, that they believe is needed. I accept responsibility for the cost of that care.

5. Release. To the fullest extent the law allows, I release, waive and agree not to sue the facility, its owners, coaches, staff and volunteers for any injury, illness, loss or damage connected with the athlete's participation, except where caused by their gross negligence or wilful misconduct. This release binds me, the athlete, and our heirs and representatives.

6. Rules and removal. The athlete will follow the facility's rules. Staff may remove the athlete from an activity for safety reasons or for conduct that puts others at risk.

7. Severability. If any part of this document is found unenforceable, the rest remains in effect.

By signing, I confirm that I have read and understood this waiver, that I am the athlete (18 or older) or the athlete's parent or legal guardian, and that I sign it freely.`;

export const FIRST_WAIVER_ES = `EXONERACIÓN DE RESPONSABILIDAD, ASUNCIÓN DE RIESGOS Y CONSENTIMIENTO MÉDICO

Lee este documento con atención. Al firmarlo renuncias a ciertos derechos legales.

1. Actividades. El atleta indicado abajo participará en entrenamiento de rendimiento deportivo en el centro y en los lugares que el centro utilice: fuerza y acondicionamiento, velocidad y agilidad, ejercicios específicos de cada deporte, partidos de práctica y partidos abiertos, pruebas (como saltos y sprints) y análisis en video del entrenamiento.

2. Asunción de riesgos. El entrenamiento deportivo implica esfuerzo físico y contacto con personas, equipos y superficies. Conlleva riesgos que no pueden eliminarse por completo, entre ellos esguinces, distensiones, fracturas, conmociones cerebrales, enfermedades por calor, eventos cardíacos y, en raras ocasiones, lesiones graves o la muerte. Estos riesgos pueden deberse a los actos del propio atleta, de otros participantes, del equipo o del estado de las instalaciones. Entiendo estos riesgos y los acepto voluntariamente en nombre del atleta.

3. Aptitud para participar. Confirmo que el atleta está en condiciones físicas de participar, que se ha informado al personal técnico de toda afección médica, alergia, lesión o medicación que pueda afectar al entrenamiento, y que avisaré al personal de inmediato de cualquier cambio. El atleta seguirá las instrucciones de los entrenadores, usará el equipo como se le indique y se detendrá y avisará a un entrenador si siente dolor, mareo o sufre una lesión.

4. Consentimiento médico. Si el atleta se lesiona o enferma y no es posible localizarme de inmediato, autorizo al personal del centro a prestar primeros auxilios y a obtener la atención médica de urgencia que considere necesaria, incluido el traslado a un hospital. Acepto la responsabilidad del costo de esa atención.

5. Exoneración. En la máxima medida que permita la ley, libero y exonero al centro, a sus propietarios, entrenadores, personal y voluntarios, y me comprometo a no demandarlos, por cualquier lesión, enfermedad, pérdida o daño relacionado con la participación del atleta, salvo que se deba a su negligencia grave o a una conducta intencionada. Esta exoneración me obliga a mí, al atleta y a nuestros herederos y representantes.

6. Normas y retiro. El atleta cumplirá las normas del centro. El personal puede retirar al atleta de una actividad por motivos de seguridad o por una conducta que ponga en riesgo a otras personas.

7. Divisibilidad. Si alguna parte de este documento se considera inaplicable, el resto seguirá vigente.

Al firmar, confirmo que he leído y entendido esta exoneración, que soy el atleta (de 18 años o más) o su padre, madre o tutor legal, y que la firmo libremente.`;
