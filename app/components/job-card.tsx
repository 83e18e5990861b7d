import { SiteLink } from "./site-link";

export interface JobCardData {
  slug: string;
  title: string;
  skills: string[];
  preview: string;
  date: string;
  experience_level: string | null;
  location: string | null;
  /** "Full-time", "Internship"... */
  employment: string;
  /** "₹18,000–₹30,000 per month", when the posting names a figure. */
  salary: string | null;
}

/** A careers list card: title, skills, responsibilities preview, posted date, View and apply. */
export function JobCard({ job, applyHref }: { job: JobCardData; applyHref: string }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">
        <SiteLink to={`/careers/${job.slug}`} className="hover:text-primary">
          {job.title}
        </SiteLink>
      </h2>
      <p className="mt-1 text-sm text-secondary">
        {[job.employment, job.experience_level, job.location].filter(Boolean).join(" · ")}
      </p>
      {job.salary ? (
        <p className="mt-1 text-sm font-semibold text-slate-900">{job.salary}</p>
      ) : null}
      <SkillChips skills={job.skills} className="mt-4" />
      <p className="mt-4 flex-1 whitespace-pre-line text-sm leading-6 text-slate-600">
        {job.preview}
      </p>
      <p className="mt-4 text-xs text-secondary">Posted on {job.date}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <SiteLink
          to={`/careers/${job.slug}`}
          className="rounded-lg border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-blue-50"
        >
          View<span className="sr-only"> {job.title}</span>
        </SiteLink>
        <a
          href={applyHref}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          Send your resume<span className="sr-only"> for {job.title} on WhatsApp</span>
        </a>
      </div>
    </article>
  );
}

export function SkillChips({ skills, className = "" }: { skills: string[]; className?: string }) {
  if (!skills.length) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Skills">
      {skills.map((s) => (
        <li
          key={s}
          className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
        >
          {s}
        </li>
      ))}
    </ul>
  );
}
