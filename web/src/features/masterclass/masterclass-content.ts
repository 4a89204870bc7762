export const CLAIMS = [
  { value: '500+', label: 'uspešnih polaznika' },
  { value: '2.5M+ €', label: 'zajedničkog prihoda polaznika' },
  { value: '95%', label: 'stopa uspeha' },
  { value: '30 dana', label: 'do prvog profita' },
] as const;

export const MODEL_STEPS = [
  { title: 'Kupac poručuje u vašoj prodavnici', text: 'Proizvod prodajete po svojoj ceni, a kupac plaća vama — karticom ili pouzećem.' },
  { title: 'Vi prosleđujete porudžbinu dobavljaču', text: 'Porudžbinu plaćate dobavljaču po nabavnoj ceni. Nema magacina ni robe unapred.' },
  { title: 'Dobavljač šalje direktno kupcu', text: 'Paket stiže kupcu sa vašim brendom, a razlika u ceni ostaje vama kao zarada.' },
] as const;

export const BENEFITS = [
  { title: '12 video modula', text: 'Od izbora niše i proizvoda, preko prodavnice i oglasa, do skaliranja i automatizacije.' },
  { title: 'Preko 20 sati videa', text: 'Konkretni primeri iz regiona, snimljeni korak po korak, dostupni kad vama odgovara.' },
  { title: 'Mentorska grupa', text: 'Zatvorena zajednica polaznika i mentora za pitanja, povratne informacije i motivaciju.' },
  { title: '1-na-1 mentorstvo', text: 'Lični razgovori sa mentorom koji pregleda vašu prodavnicu, proizvode i oglase.' },
  { title: 'Sertifikat', text: 'Po završetku programa od 60 dana dobijate sertifikat Dropshipping MasterClass-a.' },
  { title: '30 dana garancije', text: 'Ako program nije za vas, u prvih 30 dana vraćamo ceo iznos, bez pitanja.' },
] as const;

export const STUDENT_TESTIMONIALS = [
  { name: 'Dragan M.', city: 'Beograd', quote: 'Prvu prodaju sam imao 19. dana programa. Mentor mi je pomogao da izbacim proizvod koji nije radio i uložim u onaj koji jeste.' },
  { name: 'Sara K.', city: 'Banja Luka', quote: 'Najviše mi je vredelo 1-na-1 mentorstvo. Za dva meseca sam od nule stigla do stabilnih porudžbina svake nedelje.' },
  { name: 'Marko T.', city: 'Novi Sad', quote: 'Moduli su jasni i bez praznog pričanja. Sve je prilagođeno našem tržištu: pouzeće, kuriri, cene u dinarima.' },
] as const;

export const MASTERCLASS_FAQ = [
  { question: 'Koliko traje program?', answer: 'Program traje 60 dana. Video moduli su vam dostupni odmah, a mentorska grupa i 1-na-1 razgovori prate vas kroz ceo program.' },
  { question: 'Koliki budžet mi je potreban za početak?', answer: 'Preporučujemo početni budžet od 500 do 1000 evra za testiranje proizvoda i oglase. U programu učite kako da ga rasporedite bez nepotrebnog rizika.' },
  { question: 'Zašto je broj polaznika ograničen?', answer: 'Primamo najviše 50 polaznika mesečno, kako bi svaki dobio dovoljno vremena mentora i konkretne povratne informacije.' },
  { question: 'Šta ako zaključim da program nije za mene?', answer: 'Imate 30 dana garancije povraćaja novca. Javite nam se u tom roku i vraćamo vam ceo iznos.' },
  { question: 'Šta se dešava kada pošaljem aplikaciju?', answer: 'Kontaktiramo vas u roku od 24 sata, razgovaramo o vašim ciljevima i dogovaramo početak programa i način plaćanja.' },
] as const;
