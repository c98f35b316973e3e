// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorCard } from '@/components/doctors/doctor-card';
import type { Doctor } from '@/lib/content/schema';
import { messageOf } from '@/lib/chat';

const doctor: Doctor = {
  id: 'dr-test-person',
  name: 'Dr. Test Person',
  title: 'Consultant Cardiologist',
  experienceYears: 12,
  displayDepartment: 'Cardiology',
  qualifications: 'MBBS, MD, DM (Cardiology)',
  departments: ['Cardiology'],
  photo: { src: 'doctors/dr-test-person.svg', alt: 'Illustrated portrait of Dr. Test Person' },
  profile: ['A sample profile.'],
  focusAreas: ['Heart failure'],
  languages: ['English', 'Kannada'],
  opd: { days: 'Monday to Friday', hours: '10 am – 2 pm' },
};

describe('DoctorCard', () => {
  it('shows name, title, department and experience as "{n}+ Years of Experience"', () => {
    render(<DoctorCard lang="en" doctor={doctor} whatsapp="+91 90000 11111" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Dr. Test Person' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Consultant Cardiologist');
    expect(card).toHaveTextContent('Cardiology');
    expect(card).toHaveTextContent('12+ Years of Experience');
    expect(within(card).getByRole('img')).toHaveAttribute('alt', 'Illustrated portrait of Dr. Test Person');
  });

  it('links the name to the profile page', () => {
    render(<DoctorCard lang="en" doctor={doctor} whatsapp="+91 90000 11111" />);
    expect(screen.getByRole('link', { name: 'Dr. Test Person' })).toHaveAttribute('href', '/ourdoctor/dr-test-person/');
  });

  it('books an appointment through a chat link naming the doctor and department', () => {
    render(<DoctorCard lang="en" doctor={doctor} whatsapp="+91 90000 11111" />);
    const book = screen.getByRole('link', { name: /Book Appointment with Dr\. Test Person/ });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('rel')).toContain('noopener');
    const href = book.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/919000011111?text=')).toBe(true);
    expect(messageOf(href)).toBe('Hello, I would like to book an appointment.\nDoctor: Dr. Test Person\nDepartment: Cardiology');
  });
});
